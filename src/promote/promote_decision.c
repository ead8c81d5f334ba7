/* Accumulators kept in memory: the decision (promote_decision.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "promote_decision.h"

enum vs_promote_verdict
vs_promote_decide (const struct vs_promote_loop *loop)
{
  if (loop->locations == 0)
    return VS_PROMOTE_NO_CANDIDATE;
  if (loop->calls)
    return VS_PROMOTE_CALL;
  if (loop->volatiles)
    return VS_PROMOTE_VOLATILE;
  if (loop->other_stores)
    return VS_PROMOTE_OTHER_STORE;
  if (!loop->one_base)
    return VS_PROMOTE_BASES;
  if (!loop->in_one_block)
    return VS_PROMOTE_SPREAD;
  if (loop->uncheckable)
    return VS_PROMOTE_UNCHECKABLE;
  if (loop->stored_products)
    return VS_PROMOTE_STORED_PRODUCT;
  if (loop->ranges_before + loop->ranges_in_loop == 0)
    return VS_PROMOTE_NOTHING_TO_CHECK;
  unsigned in_loop
    = vs_promote_check_before_nest (loop) ? 0 : loop->ranges_in_loop;
  if (in_loop > VS_PROMOTE_MAX_CHECKS_IN_LOOP)
    return VS_PROMOTE_TOO_MANY_CHECKS;
  if (!loop->loaded && loop->stores < 2 * in_loop)
    return VS_PROMOTE_NOT_WORTH;
  return VS_PROMOTE_YES;
}

int
vs_promote_check_before_nest (const struct vs_promote_loop *loop)
{
  return loop->ranges_in_loop + loop->ranges_before > 0
	 && loop->nest_checkable;
}

const char *
vs_promote_verdict_text (enum vs_promote_verdict verdict)
{
  switch (verdict)
    {
    case VS_PROMOTE_YES:
      return "";
    case VS_PROMOTE_NO_CANDIDATE:
      return "no store at an address the loop does not change";
    case VS_PROMOTE_CALL:
      return "a call in the loop may read or write it";
    case VS_PROMOTE_VOLATILE:
      return "a volatile access or an asm statement in the loop";
    case VS_PROMOTE_OTHER_STORE:
      return "the loop stores through another pointer too";
    case VS_PROMOTE_BASES:
      return "the loop stores at fixed addresses from several bases";
    case VS_PROMOTE_SPREAD:
      return "its loads and stores are not in one block that every "
	     "iteration runs before the exit";
    case VS_PROMOTE_UNCHECKABLE:
      return "a read that may touch it has no address to compare";
    case VS_PROMOTE_STORED_PRODUCT:
      return "a product stored to it could be fused into a sum once the "
	     "store is gone, where stock's loop rounds it";
    case VS_PROMOTE_NOTHING_TO_CHECK:
      return "no read of the loop may touch it: GCC's store motion "
	     "keeps it in a register";
    case VS_PROMOTE_TOO_MANY_CHECKS:
      return "too many reads to check at each iteration";
    case VS_PROMOTE_NOT_WORTH:
      return "its value stays in a register already, and the checks at "
	     "each iteration would cost more than the stores they save";
    }
  return "";
}
