/* A file without any loop still gets both dumps, saying so.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-libvshape-dump=vshape,vls" } */

int
twice (int a)
{
  return 2 * a;
}

/* { dg-final { scan-tree-dump ";; vshape: no loops in \[^\n\]*no-loops.c" "vshape" } } */
/* { dg-final { scan-tree-dump ";; vls: no loops in \[^\n\]*no-loops.c" "vls" } } */
