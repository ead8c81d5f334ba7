/* Status codes returned by the VLS server (src/vls).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_STATUS_H
#define VSHAPE_VLS_STATUS_H

/* Every server entry point returns one of these; none aborts.  */
typedef enum vs_vls_status
{
  VS_VLS_OK = 0,
  VS_VLS_ERR_NOMEM,		/* an allocation failed */
  VS_VLS_ERR_INVALID,		/* bad argument or missing callback */
  VS_VLS_ERR_NOT_GROUPABLE,	/* the memrefs cannot form one group */
  VS_VLS_ERR_NO_LEGAL_NETWORK,	/* every candidate network used a shuffle
				   mask the client rejected */
  /* Graph verification failures.  */
  VS_VLS_ERR_BAD_NODE,		/* an edge names a node that does not exist */
  VS_VLS_ERR_CYCLE,		/* the graph is not acyclic */
  VS_VLS_ERR_TOO_MANY_SOURCES,	/* a node reads more than two nodes */
  VS_VLS_ERR_WIDTH,		/* inputs of different or wrong widths */
  VS_VLS_ERR_UNDEFINED_ELEMENT,	/* a result element has no source */
  VS_VLS_ERR_WRONG_ELEMENT	/* a result element comes from the wrong
				   lane or byte offset */
} vs_vls_status;

/* A short constant English name of STATUS, for dumps and test output.  */
const char *vs_vls_status_name (vs_vls_status status);

#endif
