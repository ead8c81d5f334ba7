/* The one place that includes GCC's plugin headers and hides what
   differs between the GCC versions vshape supports (11 to 16, each
   built and tested).  Every file of plugin/ includes this header
   first.

   The GCC interfaces the plugin uses that differ between versions, and
   how this header covers each:

     GCC 12  startswith in system.h; GCC 11 gets the shim below.
     GCC 12  loops_list replaces FOR_EACH_LOOP_FN; GCC 11 gets a
	     loops_list built on it below.
     GCC 12  the vectorizer emulates gathers, and the tuning's use of
	     gather instructions splits into use_gather_2parts,
	     use_gather_4parts and use_gather (VSHAPE_TUNE_USES_GATHER).
     GCC 12  GCC 11 leaves some vector constants and repeated mask
	     computations in SSA names of their own; the vls pass looks
	     through them (vls/vls_values.h), which is no interface change
	     but a difference of the IR it reads.
     GCC 12  the x86 expander turns a two-input permutation of eight
	     32-bit elements across 128-bit lanes into two one-input
	     permutes and a blend; GCC 11 takes five or six shuffles, so
	     the vls pass emits those three itself there
	     (VSHAPE_SPLIT_TWO_INPUT_PERMS).
     GCC 12  the vectorizer's costs become a class, vector_costs, made
	     by the target's create_costs hook: the cost client wraps it
	     (VSHAPE_HAS_VECTOR_COSTS); GCC 11 has no client.
     GCC 13  can_vec_perm_const_p takes the operands' mode as well as
	     the result's (vshape_can_vec_perm_const_p).
     GCC 13  the x86 tuning gains use_scatter_2parts, _4parts and
	     _8parts: the vectorizer may avoid scatters the plugin groups
	     today; nothing to compile differently.
     GCC 13  the tunings znver4 and znver5 (PROCESSOR_ZNVER4 and _5),
	     whose measured corrections exist from GCC 13
	     (VSHAPE_HAS_ZNVER4_TUNING).
     GCC 14  use_gather becomes use_gather_8parts (also in 13.3 and
	     12.4; VSHAPE_TUNE_USES_GATHER).
     GCC 15  array_type_nelts becomes array_type_nelts_minus_one;
	     older GCCs get the new name below.
     GCC 15  a load's access type moves to its SLP node, and the
	     costs suggest an epilogue mode
	     (vshape_costed_as_gather_p, VSHAPE_COPY_COST_SUGGESTIONS).
     GCC 16  only SLP nodes carry access types, the gather kind splits
	     in three, and the costs also suggest masking the epilogue.
     GCC 16  the vectorizer passes the x86 gather and scatter builtins
	     their base as an integer of pointer width, not a pointer;
	     the vls pass reads either (vls/vls_find_builtin.cc), an IR
	     difference and no interface change.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_GCC_COMPAT_H
#define VSHAPE_GCC_COMPAT_H

#include "config.h"

/* GCC's own config.h and ours both define PACKAGE_*; keep GCC's quiet.  */
#undef PACKAGE_BUGREPORT
#undef PACKAGE_NAME
#undef PACKAGE_STRING
#undef PACKAGE_TARNAME
#undef PACKAGE_URL
#undef PACKAGE_VERSION
#undef VERSION
#undef PACKAGE

/* GCC's system.h includes the C++ headers a file asks for.  */
#define INCLUDE_STRING
#include "gcc-plugin.h"
#include "bversion.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "target.h"
#include "tree.h"
#include "gimple.h"
#include "tree-pass.h"
#include "context.h"
#include "dumpfile.h"
#include "diagnostic-core.h"
#include "options.h"
#include "ssa.h"
#include "cgraph.h"
#include "fold-const.h"
#include "stor-layout.h"
#include "gimple-iterator.h"
#include "gimple-walk.h"
#include "attribs.h"
#include "gimple-pretty-print.h"
#include "tree-ssa-loop.h"
#include "cfgloop.h"
#include "tree-cfg.h"
#include "tree-vectorizer.h"
#include "langhooks.h"
#include "tree-pretty-print.h"
#include "tree-ssa-alias.h"
#include "tree-ssa-dce.h"
#include "internal-fn.h"
#include "vec-perm-indices.h"
#include "gimple-ssa.h"
#include "ssa-iterators.h"
#include "dominance.h"
#include "gimple-fold.h"
#include "tree-eh.h"
#include "tree-scalar-evolution.h"
#include "gimplify.h"

#define VSHAPE_GCC_MAJOR BUILDING_GCC_MAJOR

#if VSHAPE_GCC_MAJOR < 11
# error "vshape needs GCC 11 or later"
#endif

#if VSHAPE_GCC_MAJOR < 12
/* GCC 12 added startswith to system.h.  */
static inline bool
startswith (const char *str, const char *prefix)
{
  return strncmp (str, prefix, strlen (prefix)) == 0;
}

/* GCC 12 added loops_list, the range of a function's loops; GCC 11 has
   FOR_EACH_LOOP_FN.  */
class loops_list
{
public:
  loops_list (function *fn, unsigned flags)
  {
    class loop *loop;
    FOR_EACH_LOOP_FN (fn, loop, flags)
      m_loops.safe_push (loop);
  }
  ~loops_list () { m_loops.release (); }
  class loop **begin () { return m_loops.begin (); }
  class loop **end () { return m_loops.end (); }
private:
  vec<class loop *> m_loops = vNULL;
};
#endif

#if VSHAPE_GCC_MAJOR < 15
/* GCC 15 renamed array_type_nelts, the highest index of an array type,
   after what it returns.  */
static inline tree
array_type_nelts_minus_one (const_tree type)
{
  return array_type_nelts (type);
}
#endif

/* Whether GCC knows the znver4 and znver5 tunings.  */
#define VSHAPE_HAS_ZNVER4_TUNING (VSHAPE_GCC_MAJOR >= 13)

/* GCC 12 split the tuning's choice of gather instructions by the number
   of elements (2, 4, more); GCC 11 has one flag for all; GCC 14 (and
   13.3, 12.4) names the third use_gather_8parts.  */
#ifdef TARGET_USE_GATHER_8PARTS
# define VSHAPE_TUNE_USES_GATHER(NELEMS) \
  ((NELEMS) <= 2 ? TARGET_USE_GATHER_2PARTS \
   : (NELEMS) <= 4 ? TARGET_USE_GATHER_4PARTS : TARGET_USE_GATHER_8PARTS)
#elif defined TARGET_USE_GATHER_2PARTS
# define VSHAPE_TUNE_USES_GATHER(NELEMS) \
  ((NELEMS) <= 2 ? TARGET_USE_GATHER_2PARTS \
   : (NELEMS) <= 4 ? TARGET_USE_GATHER_4PARTS : TARGET_USE_GATHER)
#else
# define VSHAPE_TUNE_USES_GATHER(NELEMS) TARGET_USE_GATHER
#endif

/* GCC 12 made the vectorizer's cost model a class (vector_costs) that
   the target's create_costs hook makes; the cost client wraps it.  GCC
   11's init_cost, add_stmt_cost and finish_cost hooks get no client.  */
#define VSHAPE_HAS_VECTOR_COSTS (VSHAPE_GCC_MAJOR >= 12)

#if VSHAPE_HAS_VECTOR_COSTS
/* Whether the vectorizer costs the statement of STMT_INFO (in SLP node
   NODE, when not null) as a gather or scatter.  GCC 15 keeps the access
   type in the SLP node; GCC 16 has only SLP nodes and splits the gather
   kind in three (mat_gather_scatter_p).  */
static inline bool
vshape_costed_as_gather_p (stmt_vec_info stmt_info, slp_tree node)
{
# if VSHAPE_GCC_MAJOR >= 16
  (void) stmt_info;
  return node && mat_gather_scatter_p (SLP_TREE_MEMORY_ACCESS_TYPE (node));
# elif VSHAPE_GCC_MAJOR >= 15
  return vect_mem_access_type (stmt_info, node) == VMAT_GATHER_SCATTER;
# else
  (void) node;
  return STMT_VINFO_MEMORY_ACCESS_TYPE (stmt_info) == VMAT_GATHER_SCATTER;
# endif
}

/* Copy into TO the results of the finished costs FROM that are not its
   three costs: the unroll factor, and from GCC 15 the mode (and from
   GCC 16 the masking) the target suggests for the epilogue.  A member
   function of a class derived from vector_costs, which alone may write
   them.  */
# if VSHAPE_GCC_MAJOR >= 16
#  define VSHAPE_COPY_COST_SUGGESTIONS(FROM) \
  (m_suggested_unroll_factor = (FROM)->suggested_unroll_factor (), \
   m_suggested_epilogue_mode \
     = (FROM)->suggested_epilogue_mode (m_masked_epilogue))
# elif VSHAPE_GCC_MAJOR >= 15
#  define VSHAPE_COPY_COST_SUGGESTIONS(FROM) \
  (m_suggested_unroll_factor = (FROM)->suggested_unroll_factor (), \
   m_suggested_epilogue_mode = (FROM)->suggested_epilogue_mode ())
# else
#  define VSHAPE_COPY_COST_SUGGESTIONS(FROM) \
  (m_suggested_unroll_factor = (FROM)->suggested_unroll_factor ())
# endif
#endif

/* Whether the vls pass emits a two-input cross-lane permutation of
   eight 32-bit elements (AVX2 without AVX-512) as two one-input
   permutations and a blend, which GCC 12's expander does itself.  */
#define VSHAPE_SPLIT_TWO_INPUT_PERMS (VSHAPE_GCC_MAJOR < 12)

/* optabs-query.h needs insn-opinit.h, which the plugin headers lack;
   declare the one query the vls pass uses.  GCC 13 adds the operands'
   mode.  */
#if VSHAPE_GCC_MAJOR <= 12
bool can_vec_perm_const_p (machine_mode, const vec_perm_indices &,
			   bool = true);
# define vshape_can_vec_perm_const_p(MODE, SEL) \
  can_vec_perm_const_p ((MODE), (SEL), false)
#else
bool can_vec_perm_const_p (machine_mode, machine_mode,
			   const vec_perm_indices &, bool = true);
# define vshape_can_vec_perm_const_p(MODE, SEL) \
  can_vec_perm_const_p ((MODE), (MODE), (SEL), false)
#endif

#endif /* VSHAPE_GCC_COMPAT_H */
