/* Unit tests of the divergence analysis on hand-built nests: the cases
   GCC's earlier passes simplify away or that are hard to reach from C
   (hidden joins, irreducible regions, recurrences), and the rules of the
   propagation one by one.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <string.h>

#include "divergence.h"
#include "nest_builder.h"
#include "unit_check.h"

static char name_buf[256];

/* NAME prefixed with the test's TAG.  */
static const char *
nm (const char *tag, const char *name)
{
  snprintf (name_buf, sizeof name_buf, "%s: %s", tag, name);
  return name_buf;
}

/* Finishes and analyses F's nest; checks both succeed and that the
   verifier finds no Undef.  NULL on failure.  */
static vs_divergence *
analyse (nb_frame *f, const char *tag, const vs_trace *trace)
{
  vs_divergence *d = NULL;
  int st = vs_nest_finish (f->n);
  if (!UNIT_CHECK (st == VS_OK, nm (tag, "nest finishes")))
    return NULL;
  st = vs_divergence_compute (f->n, trace, &d);
  if (!UNIT_CHECK (st == VS_OK && d != NULL, nm (tag, "analysis runs")))
    return NULL;
  int first;
  UNIT_CHECK (vs_divergence_verify (d, &first) == 0 && first == VS_NONE,
	      nm (tag, "verifier finds no Undef"));
  return d;
}

static void
finish (nb_frame *f, vs_divergence *d)
{
  vs_divergence_destroy (d);
  vs_nest_destroy (f->n);
}

static bool
is_shape (const vs_divergence *d, int insn, vs_shape want)
{
  return vs_shape_equal (vs_divergence_shape (d, insn), want);
}

#define UNI vs_shape_uniform ()
#define RND vs_shape_random ()
#define STR(k) vs_shape_strided (k)
#define STRQ vs_shape_strided_unknown ()

/* Whether divergent branch record I ends BLOCK and joins at exactly the
   NJ blocks of J.  */
static bool
branch_is (const vs_divergence *d, int i, int block, const int *j, int nj)
{
  const vs_divergent_branch *b = vs_divergence_branch (d, i);
  if (b == NULL || b->block != block || b->njoins != nj)
    return false;
  for (int k = 0; k < nj; k++)
    if (b->joins[k] != j[k])
      return false;
  return true;
}

/* Records the reasons the trace callback receives.  */
typedef struct trace_log
{
  int calls, induction, join_phi, bad;
} trace_log;

static void
log_trace (void *data, int insn, vs_shape old_shape, vs_shape new_shape,
	   const char *reason)
{
  trace_log *t = data;
  t->calls++;
  if (insn < 0 || reason == NULL || vs_shape_equal (old_shape, new_shape))
    t->bad++;
  else if (strcmp (reason, "induction") == 0)
    t->induction++;
  else if (strcmp (reason, "phi at divergent join") == 0)
    t->join_phi++;
}

/* Seed 001, Figure 1: c[i] = a[i] < K ? N + a[i] : b[i] / N.  */
static void
test_figure1 (void)
{
  const char *t = "figure 1";
  nb_frame f = nb_frame_create ();
  vs_nest *n = f.n;
  int b4 = vs_nest_add_block (n, f.loop), b5 = vs_nest_add_block (n, f.loop);
  int b6 = vs_nest_add_block (n, f.loop);
  int i = nb_phi (n, f.header, 8);
  int pa = nb_element (n, f.header, X (1), V (i), 4);
  int la = nb_op1 (n, f.header, VS_OP_LOAD, 4, V (pa));
  int cmp = nb_op2 (n, f.header, VS_OP_OTHER, 1, V (la), X (2));
  int br = nb_branch (n, f.header, V (cmp));
  int e34 = vs_nest_add_edge (n, f.header, b4);
  int e35 = vs_nest_add_edge (n, f.header, b5);
  int pb = nb_element (n, b5, X (3), V (i), 4);
  int lb = nb_op1 (n, b5, VS_OP_LOAD, 4, V (pb));
  int dv = nb_op2 (n, b5, VS_OP_OTHER, 4, V (lb), X (4));
  int ad = nb_op2 (n, b4, VS_OP_ADD, 4, X (4), V (la));
  int e46 = vs_nest_add_edge (n, b4, b6), e56 = vs_nest_add_edge (n, b5, b6);
  int ph = nb_phi (n, b6, 4);
  vs_nest_add_phi_arg (n, ph, e46, V (ad));
  vs_nest_add_phi_arg (n, ph, e56, V (dv));
  int pc = nb_element (n, b6, X (5), V (i), 4);
  int stc = nb_insn (n, b6, VS_OP_STORE, 4, 0, 2, V (pc), V (ph), V (ph));
  int i1 = nb_op2 (n, b6, VS_OP_ADD, 8, V (i), C (1));
  int ex = nb_op2 (n, b6, VS_OP_OTHER, 1, V (i1), X (6));
  int exb = nb_branch (n, b6, V (ex));
  int back = vs_nest_add_edge (n, b6, f.header);
  vs_nest_add_edge (n, b6, f.exit);
  vs_nest_add_phi_arg (n, i, f.pre_edge, C (0));
  vs_nest_add_phi_arg (n, i, back, V (i1));
  (void) e34, (void) e35;
  trace_log log = { 0, 0, 0, 0 };
  vs_trace tr = { log_trace, &log };
  vs_divergence *d = analyse (&f, t, &tr);
  if (d == NULL)
    return;
  UNIT_CHECK (is_shape (d, i, STR (1)), nm (t, "induction is unit stride"));
  UNIT_CHECK (is_shape (d, pa, STR (4)), nm (t, "&a[i] has stride 4 bytes"));
  UNIT_CHECK (is_shape (d, la, RND), nm (t, "a[i] is random"));
  UNIT_CHECK (is_shape (d, cmp, RND) && is_shape (d, br, RND),
	      nm (t, "condition and branch are divergent"));
  UNIT_CHECK (is_shape (d, dv, RND) && is_shape (d, ad, RND),
	      nm (t, "arm values are random"));
  UNIT_CHECK (is_shape (d, ph, RND), nm (t, "join phi is random"));
  UNIT_CHECK (is_shape (d, stc, STR (4))
	      && vs_shape_equal (vs_divergence_address_shape (d, stc), STR (4))
	      && vs_divergence_access (d, stc) == VS_ACCESS_UNIT_STRIDE,
	      nm (t, "store to c[i] is unit stride"));
  UNIT_CHECK (vs_divergence_access (d, la) == VS_ACCESS_UNIT_STRIDE
	      && vs_divergence_access (d, ad) == VS_ACCESS_NONE,
	      nm (t, "access kinds"));
  UNIT_CHECK (is_shape (d, i1, STR (1)), nm (t, "increment is unit stride"));
  UNIT_CHECK (is_shape (d, ex, RND) && is_shape (d, exb, UNI),
	      nm (t, "the context loop's exit branch is uniform control"));
  int joins[1] = { b6 };
  UNIT_CHECK (vs_divergence_n_branches (d) == 1
	      && branch_is (d, 0, f.header, joins, 1)
	      && vs_divergence_branch (d, 0)->insn == br
	      && vs_divergence_branch (d, 0)->loop == VS_NONE,
	      nm (t, "one divergent branch joining at bb6"));
  UNIT_CHECK (vs_divergence_block_is_join (d, b6)
	      && !vs_divergence_block_is_join (d, f.header)
	      && !vs_divergence_block_is_join (d, b4),
	      nm (t, "bb6 is the only join"));
  UNIT_CHECK (vs_divergence_n_loops (d) == 0, nm (t, "no divergent loop"));
  UNIT_CHECK (log.bad == 0 && log.induction == 1 && log.join_phi == 1
	      && log.calls >= vs_nest_n_insns (n),
	      nm (t, "trace reports each change with its reason"));
  finish (&f, d);
}

/* Seed 004, example B: a divergent branch to B and C, B branches
   uniformly to C and D, C falls into D.  C's phi is a join before the
   branch's post-dominator (the hidden join).  */
static void
test_hidden_join (void)
{
  const char *t = "hidden join";
  nb_frame f = nb_frame_create ();
  vs_nest *n = f.n;
  int b = vs_nest_add_block (n, f.loop), c = vs_nest_add_block (n, f.loop);
  int dblk = vs_nest_add_block (n, f.loop);
  int i = nb_counter_phi (&f);
  int hd = nb_phi (n, dblk, 4);
  int div = nb_op2 (n, f.header, VS_OP_OTHER, 1, V (i), X (1));
  nb_branch (n, f.header, V (div));
  int eb = vs_nest_add_edge (n, f.header, b);
  int ec = vs_nest_add_edge (n, f.header, c);
  nb_branch (n, b, X (2));
  int ebc = vs_nest_add_edge (n, b, c), ebd = vs_nest_add_edge (n, b, dblk);
  int ecd = vs_nest_add_edge (n, c, dblk);
  int hc = nb_phi (n, c, 4);
  vs_nest_add_phi_arg (n, hc, ebc, C (1));
  vs_nest_add_phi_arg (n, hc, ec, C (2));
  (void) eb;
  vs_nest_add_phi_arg (n, hd, ebd, C (3));
  vs_nest_add_phi_arg (n, hd, ecd, V (hc));
  nb_counter_latch (&f, dblk, i);
  vs_divergence *d = analyse (&f, t, NULL);
  if (d == NULL)
    return;
  UNIT_CHECK (is_shape (d, hc, RND), nm (t, "hidden phi is random"));
  UNIT_CHECK (is_shape (d, hd, RND), nm (t, "post-dominator phi is random"));
  int joins[2] = { c, dblk };
  UNIT_CHECK (vs_divergence_n_branches (d) == 1
	      && branch_is (d, 0, f.header, joins, 2),
	      nm (t, "branch joins at C and D"));
  finish (&f, d);
}

/* Divergent if/else whose arms have two blocks each, with a uniform
   branch inside one arm.  */
static void
test_multi_block_arms (void)
{
  const char *t = "multi-block arms";
  nb_frame f = nb_frame_create ();
  vs_nest *n = f.n;
  int a1 = vs_nest_add_block (n, f.loop), a2 = vs_nest_add_block (n, f.loop);
  int a3 = vs_nest_add_block (n, f.loop);
  int b1 = vs_nest_add_block (n, f.loop), b2 = vs_nest_add_block (n, f.loop);
  int j = vs_nest_add_block (n, f.loop);
  int i = nb_counter_phi (&f);
  int div = nb_op2 (n, f.header, VS_OP_OTHER, 1, V (i), X (1));
  nb_branch (n, f.header, V (div));
  vs_nest_add_edge (n, f.header, a1);
  vs_nest_add_edge (n, f.header, b1);
  nb_branch (n, a1, X (2));
  int e12 = vs_nest_add_edge (n, a1, a2), e13 = vs_nest_add_edge (n, a1, a3);
  int e2 = vs_nest_add_edge (n, a2, j), e3 = vs_nest_add_edge (n, a3, j);
  vs_nest_add_edge (n, b1, b2);
  int eb = vs_nest_add_edge (n, b2, j);
  int ua = nb_op2 (n, a2, VS_OP_ADD, 4, X (3), C (1));
  int pj = nb_phi (n, j, 4);
  vs_nest_add_phi_arg (n, pj, e2, V (ua));
  vs_nest_add_phi_arg (n, pj, e3, C (7));
  vs_nest_add_phi_arg (n, pj, eb, C (7));
  (void) e12, (void) e13;
  nb_counter_latch (&f, j, i);
  vs_divergence *d = analyse (&f, t, NULL);
  if (d == NULL)
    return;
  UNIT_CHECK (is_shape (d, ua, UNI), nm (t, "arm value stays uniform"));
  UNIT_CHECK (is_shape (d, pj, RND), nm (t, "phi after the arms is random"));
  int joins[1] = { j };
  UNIT_CHECK (vs_divergence_n_branches (d) == 1
	      && branch_is (d, 0, f.header, joins, 1),
	      nm (t, "only the divergent branch, joining after the arms"));
  finish (&f, d);
}

/* A uniform branch: its phi is uniform, nothing joins.  At a divergent
   join, a phi whose incoming values are all the same value stays
   uniform.  */
static void
test_uniform_branch_and_same_values (void)
{
  const char *t = "uniform branch";
  nb_frame f = nb_frame_create ();
  vs_nest *n = f.n;
  int u1 = vs_nest_add_block (n, f.loop), u2 = vs_nest_add_block (n, f.loop);
  int uj = vs_nest_add_block (n, f.loop);
  int d1 = vs_nest_add_block (n, f.loop), d2 = vs_nest_add_block (n, f.loop);
  int dj = vs_nest_add_block (n, f.loop);
  int i = nb_counter_phi (&f);
  int lu = nb_op1 (n, f.header, VS_OP_LOAD, 4, X (1));
  int cu = nb_op2 (n, f.header, VS_OP_OTHER, 1, V (lu), C (0));
  int bu = nb_branch (n, f.header, V (cu));
  vs_nest_add_edge (n, f.header, u1);
  vs_nest_add_edge (n, f.header, u2);
  int e1 = vs_nest_add_edge (n, u1, uj), e2 = vs_nest_add_edge (n, u2, uj);
  int pu = nb_phi (n, uj, 4);
  vs_nest_add_phi_arg (n, pu, e1, C (1));
  vs_nest_add_phi_arg (n, pu, e2, C (2));
  int ps = nb_phi (n, uj, 8);
  vs_nest_add_phi_arg (n, ps, e1, V (i));
  vs_nest_add_phi_arg (n, ps, e2, C (0));
  int cd = nb_op2 (n, uj, VS_OP_OTHER, 1, V (i), X (2));
  nb_branch (n, uj, V (cd));
  vs_nest_add_edge (n, uj, d1);
  vs_nest_add_edge (n, uj, d2);
  int f1 = vs_nest_add_edge (n, d1, dj), f2 = vs_nest_add_edge (n, d2, dj);
  int same_c = nb_phi (n, dj, 4);
  vs_nest_add_phi_arg (n, same_c, f1, C (5));
  vs_nest_add_phi_arg (n, same_c, f2, C (5));
  int same_v = nb_phi (n, dj, 4);
  vs_nest_add_phi_arg (n, same_v, f1, V (pu));
  vs_nest_add_phi_arg (n, same_v, f2, V (pu));
  int diff = nb_phi (n, dj, 4);
  vs_nest_add_phi_arg (n, diff, f1, C (5));
  vs_nest_add_phi_arg (n, diff, f2, C (6));
  nb_counter_latch (&f, dj, i);
  vs_divergence *d = analyse (&f, t, NULL);
  if (d == NULL)
    return;
  UNIT_CHECK (is_shape (d, lu, UNI) && is_shape (d, bu, UNI),
	      nm (t, "load of a uniform address and its branch are uniform"));
  UNIT_CHECK (is_shape (d, pu, UNI), nm (t, "phi of a uniform branch"));
  UNIT_CHECK (is_shape (d, ps, STRQ),
	      nm (t, "uniform phi of stride 1 and 0 is stride ?"));
  UNIT_CHECK (!vs_divergence_block_is_join (d, uj),
	      nm (t, "a uniform branch has no join"));
  UNIT_CHECK (is_shape (d, same_c, UNI) && is_shape (d, same_v, UNI),
	      nm (t, "same incoming value at a divergent join: uniform"));
  UNIT_CHECK (is_shape (d, diff, RND),
	      nm (t, "different constants at a divergent join: random"));
  UNIT_CHECK (vs_divergence_n_branches (d) == 1
	      && vs_divergence_branch (d, 0)->block == uj,
	      nm (t, "the exit test of the context loop is no divergent "
		  "branch"));
  finish (&f, d);
}

/* Recurrences of the context loop's header.  */
static void
test_context_recurrences (void)
{
  const char *t = "context recurrences";
  nb_frame f = nb_frame_create ();
  vs_nest *n = f.n;
  int latch = vs_nest_add_block (n, f.loop);
  int i = nb_counter_phi (&f);
  int ks = nb_phi (n, f.header, 8), k3 = nb_phi (n, f.header, 8);
  int dn = nb_phi (n, f.header, 4), p = nb_phi (n, f.header, 8);
  int r = nb_phi (n, f.header, 4), a = nb_phi (n, f.header, 4);
  int b = nb_phi (n, f.header, 4), cv = nb_phi (n, f.header, 4);
  int q = nb_phi (n, f.header, 4), sq = nb_phi (n, f.header, 4);
  int inv = nb_phi (n, f.header, 4);
  vs_nest_add_edge (n, f.header, latch);
  int step = nb_op1 (n, latch, VS_OP_LOAD, 8, X (9));
  int ks1 = nb_op2 (n, latch, VS_OP_ADD, 8, V (step), V (ks));
  int k31 = nb_op2 (n, latch, VS_OP_ADD, 8, V (k3), C (3));
  int dn1 = nb_op2 (n, latch, VS_OP_SUB, 4, V (dn), C (2));
  int p1 = nb_insn (n, latch, VS_OP_POINTER_PLUS, 8, VS_INSN_POINTER, 2,
		    V (p), C (8), C (8));
  int pe = nb_element (n, latch, X (1), V (i), 4);
  int rv = nb_op1 (n, latch, VS_OP_LOAD, 4, V (pe));
  int r1 = nb_op2 (n, latch, VS_OP_ADD, 4, V (r), V (rv));
  int cu = nb_op1 (n, latch, VS_OP_CONVERT, 4, V (cv));
  int cu1 = nb_op2 (n, latch, VS_OP_ADD, 4, V (cu), C (1));
  int cv1 = nb_op1 (n, latch, VS_OP_CONVERT, 4, V (cu1));
  int qs = nb_op2 (n, latch, VS_OP_OTHER, 4, V (q), C (1));
  int q1 = nb_op2 (n, latch, VS_OP_ADD, 4, V (q), V (qs));
  int sq1 = nb_op2 (n, latch, VS_OP_ADD, 4, V (sq), V (i));
  nb_counter_latch (&f, latch, i);
  vs_operand init[11] = { C (0), C (0), C (100), X (2), C (0), C (0), C (1),
			  C (0), C (0), C (0), X (3) };
  vs_operand next[11] = { V (ks1), V (k31), V (dn1), V (p1), V (r1), V (b),
			  V (a), V (cv1), V (q1), V (sq1), X (3) };
  int phis[11] = { ks, k3, dn, p, r, a, b, cv, q, sq, inv };
  for (int k = 0; k < 11; k++)
    {
      vs_nest_add_phi_arg (n, phis[k], f.pre_edge, init[k]);
      vs_nest_add_phi_arg (n, phis[k], f.back, next[k]);
    }
  vs_divergence *d = analyse (&f, t, NULL);
  if (d == NULL)
    return;
  UNIT_CHECK (is_shape (d, i, STR (1)), nm (t, "i += 1: unit stride"));
  UNIT_CHECK (is_shape (d, ks, STRQ) && is_shape (d, ks1, STRQ),
	      nm (t, "k += uniform unknown step: stride ?"));
  UNIT_CHECK (is_shape (d, k3, STR (3)), nm (t, "k += 3: stride 3"));
  UNIT_CHECK (is_shape (d, dn, STR (-2)), nm (t, "k -= 2: stride -2"));
  UNIT_CHECK (is_shape (d, p, STR (8)) && is_shape (d, p1, STR (8)),
	      nm (t, "p += 8 bytes: byte stride 8"));
  UNIT_CHECK (is_shape (d, r, RND) && is_shape (d, r1, RND),
	      nm (t, "advanced by a divergent amount: random"));
  UNIT_CHECK (is_shape (d, a, RND) && is_shape (d, b, RND),
	      nm (t, "mutual recurrence (swap): random"));
  UNIT_CHECK (is_shape (d, cv, STR (1)) && is_shape (d, cv1, STR (1)),
	      nm (t, "induction through same-size conversions"));
  UNIT_CHECK (is_shape (d, q, RND) && is_shape (d, q1, RND),
	      nm (t, "step depending on the phi itself: random"));
  UNIT_CHECK (is_shape (d, sq, RND),
	      nm (t, "advanced by a strided amount: random"));
  UNIT_CHECK (is_shape (d, inv, UNI), nm (t, "phi of one value: uniform"));
  finish (&f, d);
}

/* Recurrences of an inner loop iterate to a fixed point.  */
static void
test_inner_recurrences (void)
{
  const char *t = "inner recurrences";
  nb_frame f = nb_frame_create ();
  vs_nest *n = f.n;
  int inner = vs_nest_add_loop (n, f.loop);
  int h1 = vs_nest_add_block (n, inner), l1 = vs_nest_add_block (n, inner);
  int after = vs_nest_add_block (n, f.loop);
  vs_nest_set_loop_header (n, inner, h1);
  int i = nb_counter_phi (&f);
  int enter = vs_nest_add_edge (n, f.header, h1);
  int j = nb_phi (n, h1, 4), m = nb_phi (n, h1, 8), s = nb_phi (n, h1, 4);
  int a = nb_phi (n, h1, 4), b = nb_phi (n, h1, 4), w = nb_phi (n, h1, 8);
  vs_nest_add_edge (n, h1, l1);
  int j1 = nb_op2 (n, l1, VS_OP_ADD, 4, V (j), C (1));
  int m1 = nb_op2 (n, l1, VS_OP_ADD, 8, V (m), C (1));
  int pe = nb_element (n, l1, X (1), V (i), 4);
  int v = nb_op1 (n, l1, VS_OP_LOAD, 4, V (pe));
  int s1 = nb_op2 (n, l1, VS_OP_ADD, 4, V (s), V (v));
  int w1 = nb_op2 (n, l1, VS_OP_ADD, 8, V (w), V (i));
  int c = nb_op2 (n, l1, VS_OP_OTHER, 1, V (j1), X (2));
  nb_branch (n, l1, V (c));
  int back = vs_nest_add_edge (n, l1, h1);
  vs_nest_add_edge (n, l1, after);
  vs_operand init[6] = { C (0), V (i), C (0), C (0), C (1), C (0) };
  vs_operand next[6] = { V (j1), V (m1), V (s1), V (b), V (a), V (w1) };
  int phis[6] = { j, m, s, a, b, w };
  for (int k = 0; k < 6; k++)
    {
      vs_nest_add_phi_arg (n, phis[k], enter, init[k]);
      vs_nest_add_phi_arg (n, phis[k], back, next[k]);
    }
  nb_counter_latch (&f, after, i);
  vs_divergence *d = analyse (&f, t, NULL);
  if (d == NULL)
    return;
  UNIT_CHECK (is_shape (d, j, UNI) && is_shape (d, j1, UNI),
	      nm (t, "inner counter: uniform"));
  UNIT_CHECK (is_shape (d, m, STR (1)),
	      nm (t, "inner induction from i with uniform step: stride 1"));
  UNIT_CHECK (is_shape (d, s, RND),
	      nm (t, "inner sum of a divergent amount: random"));
  UNIT_CHECK (is_shape (d, a, UNI) && is_shape (d, b, UNI),
	      nm (t, "inner mutual recurrence of uniforms: uniform"));
  UNIT_CHECK (is_shape (d, w, STRQ),
	      nm (t, "inner sum of a strided amount: stride ?"));
  UNIT_CHECK (vs_divergence_n_branches (d) == 0
	      && !vs_divergence_loop_is_divergent (d, inner),
	      nm (t, "uniform inner exit: no divergence"));
  finish (&f, d);
}

/* Temporal divergence: a while loop inside the context loop exits on a
   divergent test; its counter is uniform inside, random after it.  */
static void
test_temporal (void)
{
  const char *t = "temporal divergence";
  nb_frame f = nb_frame_create ();
  vs_nest *n = f.n;
  int inner = vs_nest_add_loop (n, f.loop);
  int h1 = vs_nest_add_block (n, inner), l1 = vs_nest_add_block (n, inner);
  int after = vs_nest_add_block (n, f.loop);
  vs_nest_set_loop_header (n, inner, h1);
  int i = nb_counter_phi (&f);
  int enter = vs_nest_add_edge (n, f.header, h1);
  int j = nb_phi (n, h1, 4);
  int pe = nb_element (n, h1, X (1), V (i), 4);
  int v = nb_op1 (n, h1, VS_OP_LOAD, 4, V (pe));
  int c = nb_op2 (n, h1, VS_OP_OTHER, 1, V (v), V (j));
  int br = nb_branch (n, h1, V (c));
  vs_nest_add_edge (n, h1, l1);
  int out = vs_nest_add_edge (n, h1, after);
  int j1 = nb_op2 (n, l1, VS_OP_ADD, 4, V (j), C (1));
  int back = vs_nest_add_edge (n, l1, h1);
  vs_nest_add_phi_arg (n, j, enter, C (0));
  vs_nest_add_phi_arg (n, j, back, V (j1));
  int x = nb_phi (n, after, 4);
  vs_nest_add_phi_arg (n, x, out, V (j));
  int z = nb_phi (n, after, 4);
  vs_nest_add_phi_arg (n, z, out, X (4));
  int y = nb_op2 (n, after, VS_OP_ADD, 4, V (j), C (1));
  nb_counter_latch (&f, after, i);
  vs_divergence *d = analyse (&f, t, NULL);
  if (d == NULL)
    return;
  UNIT_CHECK (is_shape (d, j, UNI) && is_shape (d, j1, UNI),
	      nm (t, "counter is uniform inside the loop"));
  UNIT_CHECK (is_shape (d, br, RND), nm (t, "exit test is divergent"));
  UNIT_CHECK (is_shape (d, x, RND), nm (t, "exit phi of the counter: random"));
  UNIT_CHECK (is_shape (d, y, RND),
	      nm (t, "counter used after the loop: random"));
  UNIT_CHECK (is_shape (d, z, UNI),
	      nm (t, "exit phi of a value from outside the loop: uniform"));
  UNIT_CHECK (vs_divergence_loop_is_divergent (d, inner)
	      && vs_divergence_n_loops (d) == 1
	      && vs_divergence_loop (d, 0)->loop == inner
	      && vs_divergence_loop (d, 0)->nexits == 1
	      && vs_divergence_loop (d, 0)->exits[0] == after,
	      nm (t, "the while loop is divergent, exiting to its exit block"));
  UNIT_CHECK (vs_divergence_n_branches (d) == 1
	      && vs_divergence_branch (d, 0)->loop == inner
	      && vs_divergence_block_is_join (d, after),
	      nm (t, "the branch makes the loop divergent"));
  finish (&f, d);
}

/* A divergent branch inside an inner loop whose arms reach the header by
   two back edges: the header is a join.  A phi with different values on
   the back edges is random; one with the same value on both stays
   uniform (all lanes entered together).  */
static void
test_header_join (void)
{
  const char *t = "header join";
  nb_frame f = nb_frame_create ();
  vs_nest *n = f.n;
  int inner = vs_nest_add_loop (n, f.loop);
  int h1 = vs_nest_add_block (n, inner), body = vs_nest_add_block (n, inner);
  int a = vs_nest_add_block (n, inner), b = vs_nest_add_block (n, inner);
  int after = vs_nest_add_block (n, f.loop);
  vs_nest_set_loop_header (n, inner, h1);
  int i = nb_counter_phi (&f);
  int enter = vs_nest_add_edge (n, f.header, h1);
  int j = nb_phi (n, h1, 4), s = nb_phi (n, h1, 4);
  int cu = nb_op2 (n, h1, VS_OP_OTHER, 1, V (j), X (1));
  nb_branch (n, h1, V (cu));
  vs_nest_add_edge (n, h1, body);
  vs_nest_add_edge (n, h1, after);
  int j1 = nb_op2 (n, body, VS_OP_ADD, 4, V (j), C (1));
  int cd = nb_op2 (n, body, VS_OP_OTHER, 1, V (i), V (j));
  nb_branch (n, body, V (cd));
  vs_nest_add_edge (n, body, a);
  vs_nest_add_edge (n, body, b);
  int sa = nb_op2 (n, a, VS_OP_ADD, 4, V (s), C (1));
  int ea = vs_nest_add_edge (n, a, h1), eb = vs_nest_add_edge (n, b, h1);
  vs_nest_add_phi_arg (n, j, enter, C (0));
  vs_nest_add_phi_arg (n, j, ea, V (j1));
  vs_nest_add_phi_arg (n, j, eb, V (j1));
  vs_nest_add_phi_arg (n, s, enter, C (0));
  vs_nest_add_phi_arg (n, s, ea, V (sa));
  vs_nest_add_phi_arg (n, s, eb, V (s));
  nb_counter_latch (&f, after, i);
  vs_divergence *d = analyse (&f, t, NULL);
  if (d == NULL)
    return;
  int joins[1] = { h1 };
  UNIT_CHECK (vs_divergence_n_branches (d) == 1
	      && branch_is (d, 0, body, joins, 1)
	      && !vs_divergence_loop_is_divergent (d, inner),
	      nm (t, "the branch joins at the header"));
  UNIT_CHECK (is_shape (d, s, RND), nm (t, "different back values: random"));
  UNIT_CHECK (is_shape (d, j, UNI) && is_shape (d, j1, UNI),
	      nm (t, "same back value: uniform"));
  finish (&f, d);
}

/* A divergent loop with two exits meeting in one block: that block is a
   join of the loop.  */
static void
test_loop_exit_join (void)
{
  const char *t = "loop exit join";
  nb_frame f = nb_frame_create ();
  vs_nest *n = f.n;
  int inner = vs_nest_add_loop (n, f.loop);
  int h1 = vs_nest_add_block (n, inner), b1 = vs_nest_add_block (n, inner);
  int x1 = vs_nest_add_block (n, f.loop), x2 = vs_nest_add_block (n, f.loop);
  int m = vs_nest_add_block (n, f.loop);
  vs_nest_set_loop_header (n, inner, h1);
  int i = nb_counter_phi (&f);
  int enter = vs_nest_add_edge (n, f.header, h1);
  int j = nb_phi (n, h1, 4);
  int pe = nb_element (n, h1, X (1), V (i), 4);
  int v = nb_op1 (n, h1, VS_OP_LOAD, 4, V (pe));
  int c1 = nb_op2 (n, h1, VS_OP_OTHER, 1, V (v), V (j));
  nb_branch (n, h1, V (c1));
  vs_nest_add_edge (n, h1, x1);
  vs_nest_add_edge (n, h1, b1);
  int j1 = nb_op2 (n, b1, VS_OP_ADD, 4, V (j), C (1));
  int c2 = nb_op2 (n, b1, VS_OP_OTHER, 1, V (j1), X (2));
  nb_branch (n, b1, V (c2));
  int back = vs_nest_add_edge (n, b1, h1);
  vs_nest_add_edge (n, b1, x2);
  vs_nest_add_phi_arg (n, j, enter, C (0));
  vs_nest_add_phi_arg (n, j, back, V (j1));
  int e1 = vs_nest_add_edge (n, x1, m), e2 = vs_nest_add_edge (n, x2, m);
  int pm = nb_phi (n, m, 4);
  vs_nest_add_phi_arg (n, pm, e1, C (1));
  vs_nest_add_phi_arg (n, pm, e2, C (2));
  nb_counter_latch (&f, m, i);
  vs_divergence *d = analyse (&f, t, NULL);
  if (d == NULL)
    return;
  const vs_divergent_loop *l = vs_divergence_loop (d, 0);
  UNIT_CHECK (vs_divergence_n_loops (d) == 1 && l->loop == inner
	      && l->header == h1 && l->nexits == 2 && l->exits[0] == x1
	      && l->exits[1] == x2 && l->njoins == 1 && l->joins[0] == m,
	      nm (t, "exits and their join"));
  UNIT_CHECK (is_shape (d, pm, RND), nm (t, "phi where the exits meet"));
  UNIT_CHECK (is_shape (d, j, UNI), nm (t, "counter uniform inside"));
  UNIT_CHECK (vs_divergence_block_is_join (d, x1)
	      && vs_divergence_block_is_join (d, x2)
	      && vs_divergence_block_is_join (d, m),
	      nm (t, "exit blocks and their meeting point are joins"));
  finish (&f, d);
}

/* Nested loops: a divergent exit of the innermost loop that leaves both
   inner loops makes both divergent; one that only leaves the innermost
   loop leaves the middle loop uniform.  */
static void
test_nested_exits (void)
{
  const char *t = "nested divergent exits";
  for (int both = 0; both < 2; both++)
    {
      nb_frame f = nb_frame_create ();
      vs_nest *n = f.n;
      int l1 = vs_nest_add_loop (n, f.loop), l2 = vs_nest_add_loop (n, l1);
      int h1 = vs_nest_add_block (n, l1), h2 = vs_nest_add_block (n, l2);
      int b2 = vs_nest_add_block (n, l2), t1 = vs_nest_add_block (n, l1);
      int after = vs_nest_add_block (n, f.loop);
      vs_nest_set_loop_header (n, l1, h1);
      vs_nest_set_loop_header (n, l2, h2);
      int i = nb_counter_phi (&f);
      int e01 = vs_nest_add_edge (n, f.header, h1);
      int a = nb_phi (n, h1, 4);
      int e12 = vs_nest_add_edge (n, h1, h2);
      int b = nb_phi (n, h2, 4);
      int c = nb_op2 (n, h2, VS_OP_OTHER, 1, V (b), V (i));
      nb_branch (n, h2, V (c));
      vs_nest_add_edge (n, h2, b2);
      int div_exit = vs_nest_add_edge (n, h2, both ? after : t1);
      int b1 = nb_op2 (n, b2, VS_OP_ADD, 4, V (b), C (1));
      int cu = nb_op2 (n, b2, VS_OP_OTHER, 1, V (b1), X (1));
      nb_branch (n, b2, V (cu));
      int back2 = vs_nest_add_edge (n, b2, h2);
      int e2t = vs_nest_add_edge (n, b2, t1);
      int bt = nb_phi (n, t1, 4);
      if (!both)
	vs_nest_add_phi_arg (n, bt, div_exit, V (b));
      vs_nest_add_phi_arg (n, bt, e2t, V (b1));
      int a1 = nb_op2 (n, t1, VS_OP_ADD, 4, V (a), C (1));
      int ca = nb_op2 (n, t1, VS_OP_OTHER, 1, V (a1), X (2));
      nb_branch (n, t1, V (ca));
      int back1 = vs_nest_add_edge (n, t1, h1);
      int e1x = vs_nest_add_edge (n, t1, after);
      vs_nest_add_phi_arg (n, a, e01, C (0));
      vs_nest_add_phi_arg (n, a, back1, V (a1));
      vs_nest_add_phi_arg (n, b, e12, C (0));
      vs_nest_add_phi_arg (n, b, back2, V (b1));
      int pa = nb_phi (n, after, 4);
      if (both)
	vs_nest_add_phi_arg (n, pa, div_exit, V (a));
      vs_nest_add_phi_arg (n, pa, e1x, V (a1));
      nb_counter_latch (&f, after, i);
      vs_divergence *d = analyse (&f, both ? "nested exits, both" : t, NULL);
      if (d == NULL)
	continue;
      if (both)
	{
	  UNIT_CHECK (vs_divergence_loop_is_divergent (d, l2)
		      && vs_divergence_loop_is_divergent (d, l1)
		      && vs_divergence_n_loops (d) == 2,
		      nm (t, "an exit out of both loops makes both divergent"));
	  UNIT_CHECK (is_shape (d, a, UNI) && is_shape (d, b, UNI)
		      && is_shape (d, a1, UNI),
		      nm (t, "counters stay uniform inside"));
	  UNIT_CHECK (is_shape (d, pa, RND),
		      nm (t, "outer counter after both loops: random"));
	}
      else
	{
	  UNIT_CHECK (vs_divergence_loop_is_divergent (d, l2)
		      && !vs_divergence_loop_is_divergent (d, l1),
		      nm (t, "an exit of the innermost loop only: middle "
			  "loop stays uniform"));
	  UNIT_CHECK (is_shape (d, bt, RND) && is_shape (d, a1, UNI),
		      nm (t, "inner counter random after its loop, middle "
			  "counter uniform"));
	}
      finish (&f, d);
    }
}

/* An irreducible cycle (two blocks entering each other, no header):
   its values are Random, and so are the phis after it.  Inside an inner
   loop, it makes that loop divergent.  */
static void
test_irreducible (void)
{
  const char *t = "irreducible";
  nb_frame f = nb_frame_create ();
  vs_nest *n = f.n;
  int inner = vs_nest_add_loop (n, f.loop);
  int h1 = vs_nest_add_block (n, inner), a = vs_nest_add_block (n, inner);
  int b = vs_nest_add_block (n, inner), l1 = vs_nest_add_block (n, inner);
  int after = vs_nest_add_block (n, f.loop);
  vs_nest_set_loop_header (n, inner, h1);
  int i = nb_counter_phi (&f);
  vs_nest_add_edge (n, f.header, h1);
  nb_branch (n, h1, X (1));
  vs_nest_add_edge (n, h1, a);
  vs_nest_add_edge (n, h1, b);
  int va = nb_op2 (n, a, VS_OP_ADD, 4, X (2), C (1));
  nb_branch (n, a, X (3));
  vs_nest_add_edge (n, a, b);
  int ea = vs_nest_add_edge (n, a, l1);
  nb_branch (n, b, X (4));
  vs_nest_add_edge (n, b, a);
  int eb = vs_nest_add_edge (n, b, l1);
  int pl = nb_phi (n, l1, 4);
  vs_nest_add_phi_arg (n, pl, ea, C (1));
  vs_nest_add_phi_arg (n, pl, eb, C (2));
  nb_branch (n, l1, X (5));
  vs_nest_add_edge (n, l1, h1);
  vs_nest_add_edge (n, l1, after);
  nb_counter_latch (&f, after, i);
  vs_divergence *d = analyse (&f, t, NULL);
  if (d == NULL)
    return;
  UNIT_CHECK (vs_nest_block_irreducible (n, a)
	      && vs_nest_block_irreducible (n, b)
	      && !vs_nest_block_irreducible (n, h1)
	      && !vs_nest_block_irreducible (n, l1),
	      nm (t, "the cycle is found"));
  UNIT_CHECK (is_shape (d, va, RND), nm (t, "values in the cycle: random"));
  UNIT_CHECK (is_shape (d, pl, RND), nm (t, "phi after the cycle: random"));
  UNIT_CHECK (vs_divergence_loop_is_divergent (d, inner),
	      nm (t, "the loop holding it is divergent"));
  finish (&f, d);
}

/* A switch on a uniform index keeps its phi uniform; on a strided one
   it is a divergent branch.  */
static void
test_switch (void)
{
  for (int divergent = 0; divergent < 2; divergent++)
    {
      const char *t = divergent ? "divergent switch" : "uniform switch";
      nb_frame f = nb_frame_create ();
      vs_nest *n = f.n;
      int c0 = vs_nest_add_block (n, f.loop), c1 = vs_nest_add_block (n, f.loop);
      int c2 = vs_nest_add_block (n, f.loop), j = vs_nest_add_block (n, f.loop);
      int i = nb_counter_phi (&f);
      int idx = nb_op1 (n, f.header, VS_OP_LOAD, 4,
			divergent ? V (nb_element (n, f.header, X (1), V (i), 4))
				  : X (1));
      int sw = nb_insn (n, f.header, VS_OP_SWITCH, 0, 0, 1, V (idx), V (idx),
			V (idx));
      vs_nest_add_edge (n, f.header, c0);
      vs_nest_add_edge (n, f.header, c1);
      vs_nest_add_edge (n, f.header, c2);
      int e0 = vs_nest_add_edge (n, c0, j), e1 = vs_nest_add_edge (n, c1, j);
      int e2 = vs_nest_add_edge (n, c2, j);
      int p = nb_phi (n, j, 4);
      vs_nest_add_phi_arg (n, p, e0, C (10));
      vs_nest_add_phi_arg (n, p, e1, C (20));
      vs_nest_add_phi_arg (n, p, e2, C (30));
      nb_counter_latch (&f, j, i);
      vs_divergence *d = analyse (&f, t, NULL);
      if (d == NULL)
	continue;
      vs_shape want = divergent ? RND : UNI;
      UNIT_CHECK (is_shape (d, sw, want) && is_shape (d, p, want),
		  nm (t, "switch and its phi"));
      UNIT_CHECK (vs_divergence_n_branches (d) == divergent
		  && vs_divergence_block_is_join (d, j) == divergent,
		  nm (t, "divergent branch record"));
      finish (&f, d);
    }
}

/* Values outside the context loop are uniform, even loads of varying
   addresses; so is what is unreachable.  */
static void
test_outside_context (void)
{
  const char *t = "outside context";
  nb_frame f = nb_frame_create ();
  vs_nest *n = f.n;
  int latch = vs_nest_add_block (n, f.loop);
  int dead = vs_nest_add_block (n, f.loop);
  int i = nb_counter_phi (&f);
  vs_nest_add_edge (n, f.header, latch);
  int pv = nb_op1 (n, f.pre, VS_OP_LOAD, 4, X (1));
  int ev = nb_op2 (n, f.exit, VS_OP_ADD, 8, V (i), C (1));
  int dv = nb_op2 (n, dead, VS_OP_ADD, 8, V (i), C (1));
  vs_nest_add_edge (n, dead, latch);
  nb_counter_latch (&f, latch, i);
  vs_divergence *d = analyse (&f, t, NULL);
  if (d == NULL)
    return;
  UNIT_CHECK (is_shape (d, pv, UNI) && is_shape (d, ev, UNI),
	      nm (t, "preheader and exit values are uniform"));
  UNIT_CHECK (is_shape (d, dv, UNI), nm (t, "unreachable values are uniform"));
  finish (&f, d);
}

/* Wrong uses of the entry point.  */
static void
test_errors (void)
{
  vs_divergence *d = (vs_divergence *) &d;
  nb_frame f = nb_frame_create ();
  UNIT_CHECK (vs_divergence_compute (f.n, NULL, &d) == VS_ERR_INVALID
	      && d == NULL, "errors: an unfinished nest is refused");
  UNIT_CHECK (vs_divergence_compute (NULL, NULL, &d) == VS_ERR_INVALID,
	      "errors: no nest");
  UNIT_CHECK (vs_divergence_compute (f.n, NULL, NULL) == VS_ERR_INVALID,
	      "errors: no result pointer");
  vs_nest_destroy (f.n);
}

int
main (void)
{
  test_figure1 ();
  test_hidden_join ();
  test_multi_block_arms ();
  test_uniform_branch_and_same_values ();
  test_context_recurrences ();
  test_inner_recurrences ();
  test_temporal ();
  test_header_join ();
  test_loop_exit_join ();
  test_nested_exits ();
  test_irreducible ();
  test_switch ();
  test_outside_context ();
  test_errors ();
  return unit_finish ();
}
