/* GCC 11's cost hooks in the shape of GCC 12's vector_costs
   (gcc11_cost_hooks.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "gcc11_cost_hooks.h"

#if VSHAPE_GCC_MAJOR == 11
vshape_gcc11_hooks vshape_gcc11_target_hooks;

namespace {

/* The maker of the costs that price in the target's place.  */
vshape_costs_maker client_make;

/* GCC 11's hooks, which the client puts in the target's place: the data
   of one pricing holds the client's costs, made at the first entry, when
   the vec_info is known (and with it whether the scalar loop is priced:
   its costs are not the loop's own target data).  */
struct gcc11_pricing
{
  vector_costs *costs;
};

vector_costs *
target_costs_11 (vec_info *vinfo, bool costing_for_scalar)
{
  return new vshape_gcc11_costs (vinfo, costing_for_scalar);
}

void *
init_cost_11 (class loop *)
{
  return new gcc11_pricing { NULL };
}

unsigned
add_stmt_cost_11 (vec_info *vinfo, void *data, int count,
		  vect_cost_for_stmt kind, stmt_vec_info stmt_info,
		  tree vectype, int misalign, vect_cost_model_location where)
{
  gcc11_pricing *p = static_cast<gcc11_pricing *> (data);
  if (!p->costs)
    {
      loop_vec_info loop = dyn_cast<loop_vec_info> (vinfo);
      p->costs = client_make (vinfo, loop
				      && LOOP_VINFO_TARGET_COST_DATA (loop)
					 != data);
    }
  return p->costs->add_stmt_cost (count, kind, stmt_info, NULL, vectype,
				  misalign, where);
}

void
finish_cost_11 (void *data, unsigned *prologue, unsigned *body,
		unsigned *epilogue)
{
  gcc11_pricing *p = static_cast<gcc11_pricing *> (data);
  *prologue = *body = *epilogue = 0;
  if (!p->costs)
    return;
  p->costs->finish_cost (NULL);
  *prologue = p->costs->prologue_cost ();
  *body = p->costs->body_cost ();
  *epilogue = p->costs->epilogue_cost ();
}

void
destroy_cost_data_11 (void *data)
{
  gcc11_pricing *p = static_cast<gcc11_pricing *> (data);
  delete p->costs;
  delete p;
}

} // namespace

vshape_costs_maker
vshape_gcc11_install_costs (vshape_costs_maker make)
{
  client_make = make;
  vshape_gcc11_target_hooks = { targetm.vectorize.init_cost,
				targetm.vectorize.add_stmt_cost,
				targetm.vectorize.finish_cost,
				targetm.vectorize.destroy_cost_data };
  targetm.vectorize.init_cost = init_cost_11;
  targetm.vectorize.add_stmt_cost = add_stmt_cost_11;
  targetm.vectorize.finish_cost = finish_cost_11;
  targetm.vectorize.destroy_cost_data = destroy_cost_data_11;
  return target_costs_11;
}
#endif
