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
	     by the target's create_costs hook, and finish_cost gets the
	     scalar loop's costs: the cost client wraps it.  GCC 11 prices
	     through four function hooks on the target's own data; below,
	     a vector_costs of the same shape over them
	     (vshape_gcc11_costs), and the scalar
	     loop's cost from the loop (vshape_scalar_iteration_cost).
     GCC 13  can_vec_perm_const_p takes the operands' mode as well as
	     the result's (vshape_can_vec_perm_const_p).
     GCC 13  the x86 tuning gains use_scatter_2parts, _4parts and
	     _8parts: the vectorizer may avoid scatters the plugin groups
	     today; nothing to compile differently.
     GCC 13  the tunings znver4 and znver5, whose measured corrections
	     (src/profile/builtin_corrections.c, by tuning name) apply
	     from GCC 13 on.
     GCC 14  use_gather becomes use_gather_8parts (also in 13.3 and
	     12.4; VSHAPE_TUNE_USES_GATHER).
     GCC 14  if-conversion executes a guarded const internal function
	     (.SQRT) in every lane (VSHAPE_IFCVT_EXECUTES_INTERNAL_CALLS).
     GCC 15  MASK_LOAD takes the value of its inactive lanes
	     (VSHAPE_MASK_LOAD_HAS_ELSE).
     GCC 15  array_type_nelts becomes array_type_nelts_minus_one;
	     older GCCs get the new name below.
     GCC 15  a load's access type moves to its SLP node, and the
	     costs suggest an epilogue mode
	     (vshape_costed_as_gather_p; VSHAPE_TAKE_COST_SUGGESTIONS takes
	     them all, whatever their names).
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
#include "rtl.h"
#include "memmodel.h"
#include "emit-rtl.h"

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

/* Whether GCC's if-conversion executes a guarded const internal
   function (.SQRT) in every lane; GCC 13 and older refuse the call.  */
#define VSHAPE_IFCVT_EXECUTES_INTERNAL_CALLS (VSHAPE_GCC_MAJOR >= 14)

/* Whether GCC's if-conversion executes a guarded const builtin call
   (a square root under -fno-math-errno) in every lane; GCC 16 refuses
   it as a statement that could trap.  */
#define VSHAPE_IFCVT_EXECUTES_CONST_CALLS (VSHAPE_GCC_MAJOR < 16)

/* GCC 15 gives the internal function MASK_LOAD a fourth operand, the
   value of the lanes the mask drops.  */
#ifdef MASK_LOAD_ELSE_ZERO
# define VSHAPE_MASK_LOAD_HAS_ELSE 1
#else
# define VSHAPE_MASK_LOAD_HAS_ELSE 0
#endif

/* GCC 13 and later let the tuning keep scatter instructions from the
   vectorizer by the number of elements (use_scatter_2parts, 4parts,
   8parts; off at znver4 and znver5), which the plugin may lift
   (vect_hooks/scatter_tuning.cc).  */
#ifdef TARGET_USE_SCATTER_8PARTS
# define VSHAPE_HAS_SCATTER_TUNING 1
#else
# define VSHAPE_HAS_SCATTER_TUNING 0
#endif

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

/* The flag of the widest gathers, which the plugin may turn on around
   the vectorizer with the other two (vect_hooks/gather_tuning.cc).  */
#ifdef TARGET_USE_GATHER_8PARTS
# define VSHAPE_TUNE_WIDEST_GATHER TARGET_USE_GATHER_8PARTS
#elif defined TARGET_USE_GATHER_2PARTS
# define VSHAPE_TUNE_WIDEST_GATHER TARGET_USE_GATHER
#endif

/* The names -mtune-ctrl knows those flags by, as a list it takes
   (vect_hooks/gather_advice.cc).  */
#ifdef TARGET_USE_GATHER_8PARTS
# define VSHAPE_TUNE_GATHER_FLAGS \
  "use_gather_2parts,use_gather_4parts,use_gather_8parts"
#elif defined TARGET_USE_GATHER_2PARTS
# define VSHAPE_TUNE_GATHER_FLAGS \
  "use_gather_2parts,use_gather_4parts,use_gather"
#else
# define VSHAPE_TUNE_GATHER_FLAGS "use_gather"
#endif

/* GCC 12 made the vectorizer's cost model a class (vector_costs) that
   the target's create_costs hook makes; the cost client wraps it.  GCC
   11 prices through its init_cost, add_stmt_cost, finish_cost and
   destroy_cost_data hooks: the class below has the part of vector_costs
   the client uses, and vshape_gcc11_costs is the target's costs of GCC
   11 in that shape, so that one client serves every GCC.  */

#if VSHAPE_GCC_MAJOR == 11
class vector_costs
{
public:
  vector_costs (vec_info *vinfo, bool costing_for_scalar)
    : m_vinfo (vinfo), m_costing_for_scalar (costing_for_scalar),
      m_costs ()
  {
  }
  virtual ~vector_costs () {}
  virtual unsigned add_stmt_cost (int count, vect_cost_for_stmt kind,
				  stmt_vec_info stmt_info, slp_tree node,
				  tree vectype, int misalign,
				  vect_cost_model_location where) = 0;
  virtual void finish_cost (const vector_costs *) {}
  unsigned prologue_cost () const { return m_costs[vect_prologue]; }
  unsigned body_cost () const { return m_costs[vect_body]; }
  unsigned epilogue_cost () const { return m_costs[vect_epilogue]; }
  unsigned total_cost () const
  {
    return m_costs[vect_prologue] + m_costs[vect_body]
	   + m_costs[vect_epilogue];
  }

protected:
  vec_info *m_vinfo;
  bool m_costing_for_scalar;
  unsigned m_costs[3];
};

/* GCC 11's target hooks for the vectorizer's costs, as the target set
   them before the plugin put its own in their place.  */
struct vshape_gcc11_hooks
{
  void *(*init_cost) (class loop *);
  unsigned (*add_stmt_cost) (vec_info *, void *, int, vect_cost_for_stmt,
			     stmt_vec_info, tree, int,
			     vect_cost_model_location);
  void (*finish_cost) (void *, unsigned *, unsigned *, unsigned *);
  void (*destroy_cost_data) (void *);
};
extern vshape_gcc11_hooks vshape_gcc11_target_hooks;

/* The target's costs of GCC 11 for the loop of VINFO (or a block), as a
   vector_costs: every entry goes to the target's hooks on data of its
   own.  */
class vshape_gcc11_costs final : public vector_costs
{
public:
  vshape_gcc11_costs (vec_info *vinfo, bool costing_for_scalar)
    : vector_costs (vinfo, costing_for_scalar),
      m_data (vshape_gcc11_target_hooks.init_cost
	      (is_a<loop_vec_info> (vinfo)
	       ? LOOP_VINFO_LOOP (as_a<loop_vec_info> (vinfo)) : NULL))
  {
  }
  ~vshape_gcc11_costs () override
  {
    vshape_gcc11_target_hooks.destroy_cost_data (m_data);
  }
  unsigned add_stmt_cost (int count, vect_cost_for_stmt kind,
			  stmt_vec_info stmt_info, slp_tree,
			  tree vectype, int misalign,
			  vect_cost_model_location where) override
  {
    return vshape_gcc11_target_hooks.add_stmt_cost (m_vinfo, m_data, count,
						    kind, stmt_info, vectype,
						    misalign, where);
  }
  void finish_cost (const vector_costs *) override
  {
    vshape_gcc11_target_hooks.finish_cost (m_data, &m_costs[vect_prologue],
					   &m_costs[vect_body],
					   &m_costs[vect_epilogue]);
  }

private:
  void *m_data;
};
#endif

/* The cost of one iteration of the scalar loop of LOOP_VINFO, whose
   costs SCALAR_COSTS are when not null (GCC 12 and later); whether
   there is one into *KNOWN.  */
static inline unsigned
vshape_scalar_iteration_cost (loop_vec_info loop_vinfo,
			      const vector_costs *scalar_costs, bool *known)
{
#if VSHAPE_GCC_MAJOR == 11
  (void) scalar_costs;
  *known = loop_vinfo && LOOP_VINFO_SINGLE_SCALAR_ITERATION_COST (loop_vinfo);
  return loop_vinfo ? LOOP_VINFO_SINGLE_SCALAR_ITERATION_COST (loop_vinfo)
		    : 0;
#else
  (void) loop_vinfo;
  *known = scalar_costs != NULL;
  return scalar_costs ? scalar_costs->total_cost () : 0;
#endif
}

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

/* Take from the finished costs FROM everything the target put in its
   vector_costs part besides this pricing's own state: the unroll
   factor, from GCC 15 the epilogue's mode, from GCC 16 its masking,
   and whatever a later GCC adds there, without naming them.  A member
   function of a class derived from vector_costs, priced on the same
   vec_info as FROM, which alone may write them.  */
# if VSHAPE_GCC_MAJOR >= 12
#  define VSHAPE_TAKE_COST_SUGGESTIONS(FROM) \
  do \
    { \
      bool finished_ = m_finished; \
      static_cast<vector_costs &> (*this) = *(FROM); \
      m_finished = finished_; \
    } \
  while (0)
# else
#  define VSHAPE_TAKE_COST_SUGGESTIONS(FROM) ((void) (FROM))
# endif

/* Hand the finished costs of this pricing to TO, the target's costs of
   the same vec_info, so that the target's own comparisons of two ways
   of vectorizing (better_main_loop_than_p and
   better_epilogue_loop_than_p, which read them) weigh what this pricing
   decided.  From GCC 12, which has those comparisons.  */
# if VSHAPE_GCC_MAJOR >= 12
#  define VSHAPE_GIVE_FINAL_COSTS(TO) \
  (static_cast<vector_costs &> (*(TO)) = *this)
# else
#  define VSHAPE_GIVE_FINAL_COSTS(TO) ((void) (TO))
# endif

/* Whether the vls pass emits a two-input cross-lane permutation of
   eight 32-bit elements (AVX2 without AVX-512) as two one-input
   permutations and a blend, which GCC 12's expander does itself.  */
#define VSHAPE_SPLIT_TWO_INPUT_PERMS (VSHAPE_GCC_MAJOR < 12)

/* optabs-query.h needs insn-opinit.h, which the plugin headers lack;
   declare the two queries the vls pass uses.  GCC 13 adds the
   operands' mode to the constant one.  */
bool can_vec_perm_var_p (machine_mode);
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
