/* The scalar loop the cost client weighs a vector body against: the
   target's price of its iterations, and what that price leaves out
   (statements the vectorizer's patterns fold, scalar_price.h) where only
   they can make the vectorizer take the groups (finish_cost's second
   adjustment).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "cost_client_impl.h"
#include "scalar_price.h"

namespace vect_hooks {

left_out_record scalar_left_out;

/* Pricing the scalar loop: keep the price of what its entries left
   out for the vector pricings of the same loop.  */
void
vls_vector_costs::record_left_out ()
{
  loop_vec_info loop = dyn_cast<loop_vec_info> (m_vinfo);
  scalar_left_out = { m_vinfo, 0, 0 };
  if (!loop || !client_groups)
    return;
  vector_costs *scratch = target_create_costs (m_vinfo, true);
  scalar_left_out.price = vls_scalar_left_out (loop, m_scalar_priced,
					       scratch,
					       &scalar_left_out.count);
  delete scratch;
}

/* The price of VF scalar iterations, SCALAR by the target's count, with
   the statements that count left out, where only they can make the
   vectorizer take the groups: the target prices the vector body above
   the scalar loop with the gathers (STOCK) and with the groups
   (GROUPED), which are below the full price.  Not in a PREDICATED loop,
   whose check is measured against the target's count.  */
unsigned
vls_vector_costs::full_scalar_price (unsigned scalar, unsigned vf,
				     unsigned stock, unsigned grouped,
				     bool predicated) const
{
  if (predicated || !m_groups.length () || stock < scalar
      || grouped < scalar
      || scalar_left_out.vinfo != m_vinfo || !scalar_left_out.price)
    return scalar;
  uint64_t full = (uint64_t) scalar + (uint64_t) scalar_left_out.price * vf;
  if (full > INT_MAX || grouped >= full)
    return scalar;
  return full;
}

/* The scalar loop's price for V's iterations, the loop's predication,
   and the groups' effect on the choice between the vector and the
   scalar loop, into V; the body's price becomes the grouped one, scaled
   where the target's scalar price leaves statements out, and no lower
   than scalar's where the groups barely flip a 64-byte loop.  */
void
vls_vector_costs::weigh_against_scalar (const vector_costs *scalar_costs,
					body_verdict *v)
{
  v->vf = 0;
  if (m_loop)
    LOOP_VINFO_VECT_FACTOR (m_loop).is_constant (&v->vf);
  v->have_scalar = false;
  v->scalar = m_loop ? vshape_scalar_iteration_cost (m_loop, scalar_costs,
						     &v->have_scalar)
		       * v->vf
		     : 0;
  v->have_scalar = v->have_scalar && m_loop && v->vf;
  v->predicated = v->have_scalar && predicated_p ();
  v->full_scalar = full_scalar_price (v->scalar, v->vf, v->stock, v->grouped,
				      v->predicated);
  v->effect
    = effect_of_groups (m_groups.length (), v->have_scalar, v->full_scalar,
			v->stock, v->grouped,
			m_loop && known_ge (GET_MODE_SIZE (m_loop->vector_mode),
					    64));
  m_costs[vect_body] = v->grouped;
  /* The vectorizer compares the body with its own scalar price: scaled
     by the part of the scalar loop it left out, the body takes the
     decision the full price takes.  */
  if (v->full_scalar > v->scalar)
    m_costs[vect_body] = (uint64_t) v->grouped * v->scalar / v->full_scalar;
  if (v->effect == FLIPS_BARELY)
    m_costs[vect_body] = MAX (m_costs[vect_body], v->scalar);
}

} // namespace vect_hooks
