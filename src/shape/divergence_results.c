/* The divergence result: its records and read access.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdlib.h>

#include "divergence_internal.h"

void
vs_divergence_destroy (vs_divergence *d)
{
  if (d == NULL)
    return;
  free (d->shape);
  free (d->address);
  free (d->join);
  free (d->loop_div);
  free (d->branches);
  vs_ivec_free (&d->branch_joins);
  free (d->loops);
  if (d->loop_joins != NULL)
    for (size_t l = 0; l < d->nest->nloops; l++)
      vs_ivec_free (&d->loop_joins[l]);
  free (d->loop_joins);
  free (d);
}

int
vs_divergence_add_branch (vs_divergence *d, int block, int insn, int loop,
			  const vs_ivec *joins)
{
  vs_divergent_branch *b = vs_grow (d->branches, &d->cap_branches,
				    (size_t) d->nbranches + 1, sizeof *b);
  if (b == NULL)
    return VS_ERR_NOMEM;
  d->branches = b;
  b = &d->branches[d->nbranches++];
  b->block = block;
  b->insn = insn;
  b->loop = loop;
  /* JOINS points into the pool until vs_divergence_finalize; keep the
     offset meanwhile.  */
  b->njoins = (int) d->branch_joins.n;
  b->joins = NULL;
  for (size_t i = 0; i < joins->n; i++)
    if (vs_ivec_push (&d->branch_joins, joins->v[i]))
      return VS_ERR_NOMEM;
  return VS_OK;
}

static int
cmp_int (const void *a, const void *b)
{
  int x = *(const int *) a, y = *(const int *) b;
  return (x > y) - (x < y);
}

static int
cmp_branch (const void *a, const void *b)
{
  const vs_divergent_branch *x = a, *y = b;
  return cmp_int (&x->block, &y->block);
}

/* Sorts V[0..*COUNT-1] ascending and drops duplicates.  */
static void
sort_unique (int *v, int *count)
{
  if (*count < 2)
    return;
  qsort (v, (size_t) *count, sizeof *v, cmp_int);
  int k = 1;
  for (int i = 1; i < *count; i++)
    if (v[i] != v[k - 1])
      v[k++] = v[i];
  *count = k;
}

int
vs_divergence_finalize (vs_divergence *d)
{
  const vs_nest *n = d->nest;
  /* Turn the pool offsets into pointers, now that the pool is final.  */
  for (int i = 0; i < d->nbranches; i++)
    {
      vs_divergent_branch *b = &d->branches[i];
      size_t start = (size_t) b->njoins;
      size_t end = i + 1 < d->nbranches ? (size_t) d->branches[i + 1].njoins
					: d->branch_joins.n;
      b->joins = d->branch_joins.v + start;
      b->njoins = (int) (end - start);
      sort_unique (d->branch_joins.v + start, &b->njoins);
    }
  if (d->nbranches > 1)
    qsort (d->branches, (size_t) d->nbranches, sizeof *d->branches,
	   cmp_branch);
  int count = 0;
  for (size_t l = 0; l < n->nloops; l++)
    count += d->loop_div[l] != 0;
  d->loops = malloc (((size_t) count + 1) * sizeof *d->loops);
  if (d->loops == NULL)
    return VS_ERR_NOMEM;
  for (size_t l = 0; l < n->nloops; l++)
    {
      if (!d->loop_div[l])
	continue;
      vs_divergent_loop *r = &d->loops[d->nloops++];
      const vs_loop_rec *lr = &n->loops[l];
      vs_ivec_sort_unique (&d->loop_joins[l]);
      r->loop = (int) l;
      r->header = lr->header;
      r->nexits = lr->nexits;
      r->exits = n->exit_blocks + lr->first_exit;
      r->njoins = (int) d->loop_joins[l].n;
      r->joins = d->loop_joins[l].v;
    }
  return VS_OK;
}

vs_shape
vs_divergence_shape (const vs_divergence *d, int insn)
{
  return d->shape[insn];
}

vs_shape
vs_divergence_address_shape (const vs_divergence *d, int insn)
{
  return d->address[insn];
}

vs_access_kind
vs_divergence_access (const vs_divergence *d, int insn)
{
  vs_opcode op = d->nest->insns[insn].opcode;
  if (op != VS_OP_LOAD && op != VS_OP_STORE)
    return VS_ACCESS_NONE;
  return vs_access_classify (d->address[insn], d->nest->insns[insn].size);
}

int
vs_divergence_n_branches (const vs_divergence *d)
{
  return d->nbranches;
}

const vs_divergent_branch *
vs_divergence_branch (const vs_divergence *d, int i)
{
  return i >= 0 && i < d->nbranches ? &d->branches[i] : NULL;
}

int
vs_divergence_n_loops (const vs_divergence *d)
{
  return d->nloops;
}

const vs_divergent_loop *
vs_divergence_loop (const vs_divergence *d, int i)
{
  return i >= 0 && i < d->nloops ? &d->loops[i] : NULL;
}

bool
vs_divergence_loop_is_divergent (const vs_divergence *d, int loop)
{
  return d->loop_div[loop] != 0;
}

bool
vs_divergence_block_is_join (const vs_divergence *d, int block)
{
  return d->join[block] != 0;
}
