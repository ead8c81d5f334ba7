/* The sweep decision for a private's data-dependent writes.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "soa_sweep.h"

/* Whether one vector per element, live through the loop body, fits
   half the register file; past that the blends spill (16 float bins on
   AVX2 measured 0.55-0.65 of the scalar loop).  */
static bool
fits_registers (unsigned nelts, unsigned vector_registers)
{
  return 2 * nelts <= vector_registers;
}

int64_t
vs_soa_sweep_cost (const vs_soa_sweep_query *q)
{
  return (int64_t) q->nelts * (q->writes * q->element_cost
			       + q->updates * q->op_cost) * q->percent / 100;
}

int64_t
vs_soa_scatter_cost (const vs_soa_sweep_query *q)
{
  return q->writes * q->scatter_cost + q->updates * q->gather_cost;
}

vs_soa_sweep_why
vs_soa_sweep_decide (const vs_soa_sweep_query *q)
{
  if (q->writes == 0 || q->nelts == 0)
    return VS_SOA_SWEEP_NOTHING;
  if (!fits_registers (q->nelts, q->vector_registers))
    return VS_SOA_SWEEP_REGISTERS;
  if (q->nelts * q->writes > (q->target_scatters
			       ? VS_SOA_SWEEP_MAX_WORK_SCATTERS
			       : VS_SOA_SWEEP_MAX_WORK))
    return VS_SOA_SWEEP_WORK;
  /* Without scatters the loop stays scalar unless swept.  */
  if (q->target_scatters && vs_soa_sweep_cost (q) >= vs_soa_scatter_cost (q))
    return VS_SOA_SWEEP_SCATTERS;
  return VS_SOA_SWEEP;
}

/* The bits of an index below N: ceil (log2 N).  */
static unsigned
index_bits (unsigned nelts)
{
  unsigned bits = 0;
  while (bits < 32 && (1u << bits) < nelts)
    bits++;
  return bits;
}

int64_t
vs_soa_read_sweep_cost (const vs_soa_read_sweep_query *q)
{
  /* N - 1 selects per read; a bit test is an AND and a compare.  */
  int64_t ops = (int64_t) q->reads * (q->nelts - 1)
		+ (int64_t) (q->reads - q->chained) * 2 * index_bits (q->nelts);
  return q->loads * q->load_cost + ops * q->op_cost;
}

int64_t
vs_soa_read_gather_cost (const vs_soa_read_sweep_query *q)
{
  return q->reads * q->gather_cost;
}

vs_soa_sweep_why
vs_soa_sweep_reads_decide (const vs_soa_read_sweep_query *q)
{
  if (q->reads == 0 || q->nelts == 0)
    return VS_SOA_SWEEP_NOTHING;
  if (!fits_registers (q->nelts, q->vector_registers))
    return VS_SOA_SWEEP_REGISTERS;
  if (q->nelts * (q->reads + q->swept_writes) > VS_SOA_SWEEP_MAX_WORK)
    return VS_SOA_SWEEP_WORK;
  if (vs_soa_read_sweep_cost (q) >= vs_soa_read_gather_cost (q))
    return VS_SOA_SWEEP_GATHERS;
  return VS_SOA_SWEEP;
}

const char *
vs_soa_sweep_why_text (vs_soa_sweep_why why)
{
  switch (why)
    {
    case VS_SOA_SWEEP: return "swept";
    case VS_SOA_SWEEP_NOTHING: return "nothing to sweep";
    case VS_SOA_SWEEP_SCATTERS: return "the scatters cost less";
    case VS_SOA_SWEEP_GATHERS: return "the gathers cost less";
    case VS_SOA_SWEEP_REGISTERS:
      return "its elements would take over half the vector registers";
    case VS_SOA_SWEEP_WORK: return "too many element updates";
    }
  return "unknown";
}
