/* predicate= takes off, analyze or on: anything else is a one-line
   error naming them.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-libvshape-predicate=always" } */
/* { dg-error "bad value 'always' for argument 'predicate'; valid values: off, analyze, on" "" { target *-*-* } 0 } */

int x;
