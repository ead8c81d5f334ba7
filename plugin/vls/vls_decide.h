/* The one decision on a group of gathers or scatters: cost or force,
   then the dump line, then the remark.  The vls pass takes it for every
   group it builds; a caller that only asks (no emitter) learns whether
   the group would be rewritten.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_DECIDE_H
#define VSHAPE_VLS_DECIDE_H

#include "vls_access.h"
#include "vls_policy.h"

extern "C" {
#include "vls_sequence.h"
}

/* A group the server built a sequence for: adjacent accesses, or one
   gather instruction alone (LONE), whose sequence loads its lanes one by
   one.  */
struct vls_candidate
{
  vls_direction dir;
  unsigned id;			/* its number in the dump: the group's, or
				   the lone gather's own */
  unsigned naccesses;		/* gathers or scatters it replaces */
  const vs_vls_sequence *seq;
  gimple *anchor;		/* where its remarks point */
  bool priced;			/* the cost client priced it as a group */
  bool lone;
};

/* The rule of the decision, without its reports: whether POLICY
   rewrites a group whose sequence is SEQ (it ignores cost, or the
   sequence costs less than the accesses).  The cost client prices a
   group as its sequence exactly when this holds.  */
bool vls_group_pays (const vls_policy &policy, const vs_vls_sequence &seq);

/* Carries out a rewrite: emits the candidate's sequence in place of its
   accesses, or returns false with *REASON set and the IL unchanged.  */
typedef bool (*vls_emitter) (void *data, const char **reason);

/* Decide C under POLICY: rewrite when the policy ignores cost or the
   sequence costs less than the accesses, through EMIT (with DATA) when
   it is not NULL.  Writes the outcome to the policy's dump and as an
   optimized or missed remark.  True when C was (or, without EMIT, would
   be) rewritten.  */
bool vls_decide (const vls_policy &policy, const vls_candidate &c,
		 vls_emitter emit, void *data);

/* Write that C was not rewritten, for REASON: the dump line and a
   missed remark (a lone gather's caller gives its own), and a second
   dump line when the cost client priced C as a group (the two clients
   disagree).  */
void vls_report_not_rewritten (const vls_policy &policy,
			       const vls_candidate &c, const char *reason);

/* "gather" or "scatter", by direction.  */
const char *vls_access_noun (vls_direction dir);

/* The dump's name of group ID: "group ID" for gathers, "store group ID"
   for scatters.  */
std::string vls_group_name (vls_direction dir, unsigned id);

/* The dump's name of C: its group's, or "lone gather ID".  */
std::string vls_candidate_name (const vls_candidate &c);

#endif
