/* dump= takes only the plugin's own dumps.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-libvshape-dump=vshape,vect,vlsx" } */
/* { dg-error "bad dump 'vect' in argument 'dump'; valid dumps: vshape, vls" "" { target *-*-* } 0 } */
/* { dg-error "bad dump 'vlsx' in argument 'dump'" "" { target *-*-* } 0 } */

int x;
