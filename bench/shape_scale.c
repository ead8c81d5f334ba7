/* Scaling benchmark of the divergence analysis: builds synthetic context
   loops of about 1k, 10k and 100k instructions (straight-line code,
   divergent and uniform if/else, inner loops with uniform and divergent
   exits, doubly nested loops) and prints the median time per
   instruction of vs_nest_finish + vs_divergence_compute.

   Usage: shape_scale [RUNS [SIZE...]] (default 7 runs, the three sizes).

   Build and run from the build directory: make bench-shape
   (or: gcc -std=c11 -O2 -I SRC/src SRC/bench/shape_scale.c
	    src/.libs/libvshapecore.a -o shape_scale && ./shape_scale [RUNS])

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#define _POSIX_C_SOURCE 199309L

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "divergence.h"

#define V(i) vs_op_value (i)
#define C(x) vs_op_const (x)
#define X(id) vs_op_external (id)

typedef struct gen
{
  vs_nest *n;
  int context, header, back_src;
  int cur;			/* block being filled */
  int i;			/* the context counter */
  int last;			/* a recent value to chain on */
  unsigned seed;
} gen;

static int
insn (gen *g, int block, vs_opcode op, unsigned size, unsigned flags,
      int nops, vs_operand a, vs_operand b, vs_operand c)
{
  vs_operand ops[3] = { a, b, c };
  vs_insn_desc d = { op, size, flags, nops, ops, NULL };
  return vs_nest_add_insn (g->n, block, &d);
}

static int
phi (gen *g, int block, unsigned size)
{
  vs_insn_desc d = { VS_OP_PHI, size, 0, 0, NULL, NULL };
  return vs_nest_add_insn (g->n, block, &d);
}

static unsigned
rnd (gen *g)
{
  g->seed = g->seed * 1103515245u + 12345u;
  return (g->seed >> 16) & 0x7fff;
}

/* a[i] = f (b[i], last): eight straight-line instructions.  */
static void
straight (gen *g, int b)
{
  int pa = insn (g, b, VS_OP_ADDR_ELEMENT, 8, VS_INSN_POINTER, 3, X (1),
		 V (g->i), C (4));
  int la = insn (g, b, VS_OP_LOAD, 4, 0, 1, V (pa), V (pa), V (pa));
  int s = insn (g, b, VS_OP_ADD, 4, 0, 2, V (la), V (g->last), C (0));
  int m = insn (g, b, VS_OP_MUL, 4, 0, 2, V (s), C (3), C (0));
  int w = insn (g, b, VS_OP_CONVERT, 8, VS_INSN_NO_WRAP, 1, V (m), C (0),
		C (0));
  int o = insn (g, b, VS_OP_OTHER, 8, 0, 2, V (w), X (2), C (0));
  int pc = insn (g, b, VS_OP_ADDR_ELEMENT, 8, VS_INSN_POINTER, 3, X (3),
		 V (g->i), C (8));
  insn (g, b, VS_OP_STORE, 8, 0, 2, V (pc), V (o), C (0));
  g->last = s;
}

/* if (COND) x = ...; else x = ...;  in LOOP; COND divergent or not.  */
static void
diamond (gen *g, int loop, bool divergent)
{
  int b = g->cur;
  int c = insn (g, b, VS_OP_OTHER, 1, 0, 2,
		divergent ? V (g->last) : X (4), C (0), C (0));
  insn (g, b, VS_OP_COND_BRANCH, 0, 0, 1, V (c), C (0), C (0));
  int t = vs_nest_add_block (g->n, loop), e = vs_nest_add_block (g->n, loop);
  int j = vs_nest_add_block (g->n, loop);
  vs_nest_add_edge (g->n, b, t);
  vs_nest_add_edge (g->n, b, e);
  int et = vs_nest_add_edge (g->n, t, j), ee = vs_nest_add_edge (g->n, e, j);
  int p = phi (g, j, 4);
  straight (g, t);
  int vt = g->last;
  straight (g, e);
  vs_nest_add_phi_arg (g->n, p, et, V (vt));
  vs_nest_add_phi_arg (g->n, p, ee, V (g->last));
  g->cur = j;
  g->last = p;
}

/* for (j = 0; COND; j++) body;  then a use of j.  A divergent COND
   makes the loop divergent.  DEPTH > 1 nests another loop inside.  */
static void
inner_loop (gen *g, int parent, bool divergent, int depth)
{
  int l = vs_nest_add_loop (g->n, parent);
  int h = vs_nest_add_block (g->n, l), after = vs_nest_add_block (g->n, parent);
  vs_nest_set_loop_header (g->n, l, h);
  int enter = vs_nest_add_edge (g->n, g->cur, h);
  int j = phi (g, h, 4);
  g->cur = h;
  straight (g, h);
  if (depth > 1)
    inner_loop (g, l, rnd (g) % 4 == 0, depth - 1);
  int b = g->cur;
  int j1 = insn (g, b, VS_OP_ADD, 4, 0, 2, V (j), C (1), C (0));
  int c = insn (g, b, VS_OP_OTHER, 1, 0, 2, V (j1),
		divergent ? V (g->last) : X (5), C (0));
  insn (g, b, VS_OP_COND_BRANCH, 0, 0, 1, V (c), C (0), C (0));
  int back = vs_nest_add_edge (g->n, b, h);
  int out = vs_nest_add_edge (g->n, b, after);
  vs_nest_add_phi_arg (g->n, j, enter, C (0));
  vs_nest_add_phi_arg (g->n, j, back, V (j1));
  int x = phi (g, after, 4);
  vs_nest_add_phi_arg (g->n, x, out, V (j1));
  g->cur = after;
  g->last = x;
}

/* A context loop of about TARGET instructions.  */
static vs_nest *
build (int target, unsigned seed)
{
  gen g;
  g.n = vs_nest_create ();
  g.seed = seed;
  vs_nest_reserve (g.n, target / 4, target / 3, target + 64);
  g.context = vs_nest_add_loop (g.n, VS_NONE);
  vs_nest_set_context_loop (g.n, g.context);
  int pre = vs_nest_add_block (g.n, VS_NONE);
  g.header = vs_nest_add_block (g.n, g.context);
  vs_nest_set_loop_header (g.n, g.context, g.header);
  int exit = vs_nest_add_block (g.n, VS_NONE);
  int enter = vs_nest_add_edge (g.n, pre, g.header);
  g.i = phi (&g, g.header, 8);
  g.last = g.i;
  g.cur = g.header;
  while (vs_nest_n_insns (g.n) < target)
    switch (rnd (&g) % 6)
      {
      case 0:
      case 1:
	straight (&g, g.cur);
	break;
      case 2:
	diamond (&g, g.context, true);
	break;
      case 3:
	diamond (&g, g.context, false);
	break;
      case 4:
	inner_loop (&g, g.context, rnd (&g) % 2 == 0, 1);
	break;
      default:
	inner_loop (&g, g.context, rnd (&g) % 2 == 0, 2);
	break;
      }
  int i1 = insn (&g, g.cur, VS_OP_ADD, 8, 0, 2, V (g.i), C (1), C (0));
  int c = insn (&g, g.cur, VS_OP_OTHER, 1, 0, 2, V (i1), X (0), C (0));
  insn (&g, g.cur, VS_OP_COND_BRANCH, 0, 0, 1, V (c), C (0), C (0));
  int back = vs_nest_add_edge (g.n, g.cur, g.header);
  vs_nest_add_edge (g.n, g.cur, exit);
  vs_nest_add_phi_arg (g.n, g.i, enter, C (0));
  vs_nest_add_phi_arg (g.n, g.i, back, V (i1));
  return g.n;
}

static double
now_ns (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static int
cmp_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

int
main (int argc, char **argv)
{
  int runs = argc > 1 ? atoi (argv[1]) : 7;
  if (runs < 1 || runs > 101)
    runs = 7;
  int default_sizes[] = { 1000, 10000, 100000 };
  int *sizes = default_sizes, nsizes = 3;
  if (argc > 2)
    {
      sizes = malloc ((size_t) (argc - 2) * sizeof *sizes);
      if (sizes == NULL)
	return 1;
      nsizes = argc - 2;
      for (int k = 0; k < nsizes; k++)
	sizes[k] = atoi (argv[k + 2]);
    }
  double *t = malloc ((size_t) runs * sizeof *t);
  if (t == NULL)
    return 1;
  printf ("%10s %8s %8s %10s %14s\n", "insns", "blocks", "branches",
	  "div.loops", "ns/insn (med)");
  for (int s = 0; s < nsizes; s++)
    {
      int ninsns = 0, nblocks = 0, nbr = 0, nloops = 0;
      for (int r = 0; r < runs; r++)
	{
	  vs_nest *n = build (sizes[s], 12345u);
	  vs_divergence *d = NULL;
	  double t0 = now_ns ();
	  int st = vs_nest_finish (n);
	  if (st == VS_OK)
	    st = vs_divergence_compute (n, NULL, &d);
	  double t1 = now_ns ();
	  if (st != VS_OK || vs_divergence_verify (d, NULL) != 0)
	    {
	      fprintf (stderr, "shape_scale: analysis failed: %s\n",
		       vs_status_name (st));
	      return 1;
	    }
	  ninsns = vs_nest_n_insns (n);
	  nblocks = vs_nest_n_blocks (n);
	  nbr = vs_divergence_n_branches (d);
	  nloops = vs_divergence_n_loops (d);
	  t[r] = (t1 - t0) / ninsns;
	  vs_divergence_destroy (d);
	  vs_nest_destroy (n);
	}
      qsort (t, (size_t) runs, sizeof *t, cmp_double);
      printf ("%10d %8d %8d %10d %14.1f\n", ninsns, nblocks, nbr, nloops,
	      t[runs / 2]);
    }
  free (t);
  if (sizes != default_sizes)
    free (sizes);
  return 0;
}
