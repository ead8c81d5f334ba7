/* pragmas= takes none or intel: anything else is a one-line error naming
   both.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-libvshape-pragmas=icc" } */
/* { dg-error "bad value 'icc' for argument 'pragmas'; valid values: none, intel" "" { target *-*-* } 0 } */

int x;
