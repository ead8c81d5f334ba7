/* An unknown plugin argument is a one-line error naming the valid keys.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-libvshape-colour=red" } */
/* { dg-error "vshape: unknown argument 'colour'; valid keys: da, soa, vls, vls-cost, predicate, promote, distinct, pragmas, lto-note, store-order, profile, dump, help" "" { target *-*-* } 0 } */

int x;
