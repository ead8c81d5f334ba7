/* The sweep decision for a private's data-dependent writes.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "soa_sweep.h"

int64_t
vs_soa_sweep_cost (const vs_soa_sweep_query *q)
{
  return (int64_t) q->nelts * (q->writes * q->element_cost
			       + q->updates * q->op_cost);
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
    return VS_SOA_SWEEP_NO_WRITES;
  /* One vector per element stays live through the body; past half the
     register file the blends spill (16 float bins on AVX2 measured
     0.55-0.65 of the scalar loop).  */
  if (2 * q->nelts > q->vector_registers)
    return VS_SOA_SWEEP_REGISTERS;
  if (q->nelts * q->writes > VS_SOA_SWEEP_MAX_WORK)
    return VS_SOA_SWEEP_WORK;
  /* Without scatters the loop stays scalar unless swept.  */
  if (q->target_scatters && vs_soa_sweep_cost (q) >= vs_soa_scatter_cost (q))
    return VS_SOA_SWEEP_SCATTERS;
  return VS_SOA_SWEEP;
}

const char *
vs_soa_sweep_why_text (vs_soa_sweep_why why)
{
  switch (why)
    {
    case VS_SOA_SWEEP: return "swept";
    case VS_SOA_SWEEP_NO_WRITES: return "no data-dependent write";
    case VS_SOA_SWEEP_SCATTERS: return "the scatters cost less";
    case VS_SOA_SWEEP_REGISTERS:
      return "its elements would take over half the vector registers";
    case VS_SOA_SWEEP_WORK: return "too many element updates";
    }
  return "unknown";
}
