/* What the plugin changed in each function (function_changes.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "function_changes.h"

namespace {

/* The changes of the functions between their first change and the
   store-order pass, by declaration.  */
hash_map<tree, unsigned> *changes;

/* The kinds' names, in the order of their bits.  */
const char *const kind_names[] = {
  "promotion", "predication", "soa", "index forms", "addresses",
  "prices", "scatter tuning", "vls", "distinct indices"
};

} // namespace

void
vshape_note_change (function *fun, enum vshape_change what)
{
  if (!fun)
    return;
  if (!changes)
    changes = new hash_map<tree, unsigned>;
  changes->get_or_insert (fun->decl) |= what;
}

void
vshape_report_changes (function *fun, FILE *dump)
{
  unsigned *kinds = changes ? changes->get (fun->decl) : NULL;
  if (dump)
    {
      if (!kinds)
	fprintf (dump, ";; vshape: function left as stock GCC compiles "
		 "it\n");
      else
	{
	  fprintf (dump, ";; vshape: function changed:");
	  const char *sep = " ";
	  for (unsigned i = 0; i < ARRAY_SIZE (kind_names); i++)
	    if (*kinds & (1u << i))
	      {
		fprintf (dump, "%s%s", sep, kind_names[i]);
		sep = ", ";
	      }
	  fputc ('\n', dump);
	}
    }
}

bool
vshape_take_changes (function *fun)
{
  if (!changes || !changes->get (fun->decl))
    return false;
  changes->remove (fun->decl);
  return true;
}
