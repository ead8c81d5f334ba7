/* A keyed argument without a value names the values it takes.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-libvshape-vls -fplugin-arg-libvshape-dump" } */
/* { dg-error "argument 'vls' needs a value: off, on, force" "" { target *-*-* } 0 } */
/* { dg-error "argument 'dump' needs a value: vshape, vls" "" { target *-*-* } 0 } */

int x;
