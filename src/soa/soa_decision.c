/* The SOA verdict of a private: first escape and access counts.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdio.h>

#include "soa_decision.h"

const char *
vs_soa_escape_text (vs_soa_escape reason)
{
  switch (reason)
    {
    case VS_SOA_SAFE:
      return "";
    case VS_SOA_ESCAPE_CALL:
      return "address passed to a call";
    case VS_SOA_ESCAPE_STORED:
      return "address stored to memory";
    case VS_SOA_ESCAPE_COMPARED:
      return "address compared";
    case VS_SOA_ESCAPE_CONVERTED:
      return "address converted to another type";
    case VS_SOA_ESCAPE_TYPE_PUN:
      return "accessed through a narrower or wider type";
    case VS_SOA_ESCAPE_BLOCK:
      return "used by a block copy or set";
    case VS_SOA_ESCAPE_POINTER:
      return "accessed through a computed pointer";
    case VS_SOA_ESCAPE_UNSUPPORTED:
    default:
      return "unsupported type";
    }
}

void
vs_soa_verdict_init (vs_soa_verdict *v)
{
  v->escape = VS_SOA_SAFE;
  v->escape_use = 0;
  v->nuses = 0;
  v->unit_stride = 0;
  v->strided = 0;
  v->random = 0;
}

void
vs_soa_verdict_access (vs_soa_verdict *v, vs_soa_shape shape)
{
  v->nuses++;
  switch (shape.kind)
    {
    case VS_SOA_UNIT_STRIDE:
      v->unit_stride++;
      break;
    case VS_SOA_STRIDED:
      v->strided++;
      break;
    case VS_SOA_RANDOM:
    case VS_SOA_UNDEF:
    default:
      v->random++;
      break;
    }
}

void
vs_soa_verdict_escape (vs_soa_verdict *v, vs_soa_escape reason)
{
  if (v->escape == VS_SOA_SAFE && reason != VS_SOA_SAFE)
    {
      v->escape = reason;
      v->escape_use = v->nuses;
    }
  v->nuses++;
}

bool
vs_soa_verdict_safe (const vs_soa_verdict *v)
{
  return v->escape == VS_SOA_SAFE;
}

bool
vs_soa_verdict_profitable (const vs_soa_verdict *v)
{
  return vs_soa_verdict_safe (v) && v->unit_stride > 0 && v->strided == 0;
}

int
vs_soa_verdict_format (const vs_soa_verdict *v, char *buf, size_t size)
{
  if (!vs_soa_verdict_safe (v))
    return snprintf (buf, size, "not safe: %s",
		     vs_soa_escape_text (v->escape));
  if (v->unit_stride > 0 && v->strided > 0)
    return snprintf (buf, size, "safe, not profitable: strided accesses "
		     "(%u) bound the loop to the array's length", v->strided);
  if (!vs_soa_verdict_profitable (v))
    return snprintf (buf, size, "safe, not profitable");
  return snprintf (buf, size,
		   "safe, profitable (%u unit-stride, %u strided, %u random "
		   "accesses)", v->unit_stride, v->strided, v->random);
}
