/* Names of the VLS server's status codes.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "vls_status.h"

const char *
vs_vls_status_name (vs_vls_status status)
{
  switch (status)
    {
    case VS_VLS_OK: return "ok";
    case VS_VLS_ERR_NOMEM: return "out of memory";
    case VS_VLS_ERR_INVALID: return "invalid argument";
    case VS_VLS_ERR_NOT_GROUPABLE: return "memrefs cannot be grouped";
    case VS_VLS_ERR_NO_LEGAL_NETWORK: return "no legal shuffle network";
    case VS_VLS_ERR_BAD_NODE: return "edge to a missing node";
    case VS_VLS_ERR_CYCLE: return "graph has a cycle";
    case VS_VLS_ERR_TOO_MANY_SOURCES: return "node with more than two sources";
    case VS_VLS_ERR_WIDTH: return "input width mismatch";
    case VS_VLS_ERR_UNDEFINED_ELEMENT: return "result element undefined";
    case VS_VLS_ERR_WRONG_ELEMENT: return "result element from wrong address";
    }
  return "unknown status";
}
