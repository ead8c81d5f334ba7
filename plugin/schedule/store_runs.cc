/* Runs of adjacent vector stores in a function's final RTL
   (store_runs.h).

   A run is a sequence of plain stores of vector registers at one base
   address plus constant offsets, with no other instruction between
   them but notes and debug instructions.  Nothing in a run reads or
   writes a register, so its stores may change places when they write
   disjoint bytes; the core decides, from their offsets and widths.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "store_runs.h"
extern "C" {
#include "store_run.h"
}

namespace {

/* A plain store of a vector register: its instruction, its address
   without the constant offset, the offset, and its width in bytes.  */
struct run_store
{
  rtx_insn *insn;
  rtx base;
  HOST_WIDE_INT offset;
  unsigned size;
};

/* Fill STORE if INSN stores a vector register to memory at a base plus
   a constant, and nothing else: no volatile or other address space, no
   side effect in the address, no exception edge, nothing the unwind
   tables describe.  */
bool
plain_vector_store (rtx_insn *insn, run_store *store)
{
  if (!NONJUMP_INSN_P (insn) || RTX_FRAME_RELATED_P (insn)
      || find_reg_note (insn, REG_EH_REGION, NULL_RTX))
    return false;
  rtx pat = PATTERN (insn);
  if (GET_CODE (pat) != SET)
    return false;
  rtx mem = SET_DEST (pat);
  if (!MEM_P (mem) || !VECTOR_MODE_P (GET_MODE (mem))
      || MEM_VOLATILE_P (mem) || !ADDR_SPACE_GENERIC_P (MEM_ADDR_SPACE (mem))
      || !REG_P (SET_SRC (pat)) || side_effects_p (mem)
      || !GET_MODE_SIZE (GET_MODE (mem)).is_constant ())
    return false;
  rtx addr = XEXP (mem, 0);
  HOST_WIDE_INT offset = 0;
  if (GET_CODE (addr) == PLUS && CONST_INT_P (XEXP (addr, 1)))
    {
      offset = INTVAL (XEXP (addr, 1));
      addr = XEXP (addr, 0);
    }
  store->insn = insn;
  store->base = addr;
  store->offset = offset;
  store->size = GET_MODE_SIZE (GET_MODE (mem)).to_constant ();
  return true;
}

/* Decide for RUN, in block BB; move its stores into ascending order
   right where its first one was when the core says so.  Returns true
   if they moved.  */
bool
order_run (basic_block bb, const vec<run_store> &run, FILE *dump)
{
  unsigned n = run.length ();
  if (n < 2)
    return false;
  vs_store_ref refs[VS_STORE_RUN_MAX];
  unsigned order[VS_STORE_RUN_MAX];
  for (unsigned i = 0; i < n && i < VS_STORE_RUN_MAX; i++)
    {
      refs[i].offset = run[i].offset;
      refs[i].size = run[i].size;
    }
  vs_store_run_verdict verdict = vs_store_run_decide (refs, n, order);
  if (dump)
    {
      fprintf (dump, ";; vshape: bb %d: %u vector stores (insns", bb->index,
	       n);
      for (const run_store &s : run)
	fprintf (dump, " %d@" HOST_WIDE_INT_PRINT_DEC, INSN_UID (s.insn),
		 s.offset);
      fprintf (dump, "): %s\n", vs_store_run_verdict_text (verdict));
    }
  if (verdict != VS_STORE_RUN_REORDER)
    return false;

  rtx_insn *after = PREV_INSN (run[0].insn);
  for (unsigned i = 0; i < n; i++)
    {
      rtx_insn *insn = run[order[i]].insn;
      if (PREV_INSN (insn) != after)
	reorder_insns (insn, insn, after);
      after = insn;
    }
  if (dump_enabled_p ())
    dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, dump_user_location_t (run[0].insn),
		     "vshape: %u vector stores put in ascending address "
		     "order\n", n);
  return true;
}

} // namespace

unsigned
vshape_order_store_runs (function *fun, FILE *dump)
{
  unsigned reordered = 0;
  auto_vec<run_store> run;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      run.truncate (0);
      rtx_insn *insn;
      FOR_BB_INSNS (bb, insn)
	{
	  if (!NONDEBUG_INSN_P (insn))
	    continue;
	  run_store store;
	  bool is_store = plain_vector_store (insn, &store);
	  if (is_store && (run.is_empty ()
			   || rtx_equal_p (run[0].base, store.base)))
	    {
	      run.safe_push (store);
	      continue;
	    }
	  reordered += order_run (bb, run, dump);
	  run.truncate (0);
	  if (is_store)
	    run.safe_push (store);
	}
      reordered += order_run (bb, run, dump);
    }
  return reordered;
}
