// The element loops of vshape.run/promote-element.c built by g++: the
// promotion bounds the nodes' addresses before the loop over nodes, and
// results and exception flags equal the loops' without the vectorizer.
// { dg-do run { target avx2_runtime } }
// { dg-do compile { target { ! avx2_runtime } } }
// { dg-additional-options "-march=x86-64-v3 -fchecking" }

#include "../vshape.run/promote-element.c"
