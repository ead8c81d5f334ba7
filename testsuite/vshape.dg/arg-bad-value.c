/* A bad value is a one-line error naming the key and its valid values,
   for every keyed argument.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-libvshape-vls=maybe -fplugin-arg-libvshape-soa=yes -fplugin-arg-libvshape-da=1" } */
/* { dg-error "bad value 'maybe' for argument 'vls'; valid values: off, on, force" "" { target *-*-* } 0 } */
/* { dg-error "bad value 'yes' for argument 'soa'; valid values: off, analyze, on" "" { target *-*-* } 0 } */
/* { dg-error "bad value '1' for argument 'da'; valid values: on, off" "" { target *-*-* } 0 } */

int x;
