/* The names predication gives the SSA values it adds.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "pred_marks.h"

namespace {

/* The number after "MARK_" at TEXT, into *ID, when TEXT starts so.  */
bool
read_mark (const char *text, const char *mark, unsigned *id)
{
  size_t len = strlen (mark);
  if (strncmp (text, mark, len) != 0 || text[len] != '_'
      || !ISDIGIT (text[len + 1]))
    return false;
  *id = (unsigned) strtoul (text + len + 1, NULL, 10);
  return true;
}

const char *const marks[] = { PRED_GUARD_TRUE, PRED_GUARD_FALSE, PRED_SAFE,
			      PRED_GUARD_JOIN_TRUE, PRED_GUARD_JOIN_FALSE,
			      PRED_MERGE, PRED_ADDRESS, PRED_LEAF,
			      PRED_ANCHOR, PRED_MASK };

} // namespace

tree
pred_make_name (tree type, const char *mark, unsigned id)
{
  char name[64];
  snprintf (name, sizeof name, "%s_%u", mark, id);
  return make_temp_ssa_name (type, NULL, name);
}

bool
pred_marked_p (tree name, const char *mark, unsigned *id)
{
  if (!name || TREE_CODE (name) != SSA_NAME || SSA_NAME_VAR (name)
      || !SSA_NAME_IDENTIFIER (name))
    return false;
  unsigned dummy;
  return read_mark (IDENTIFIER_POINTER (SSA_NAME_IDENTIFIER (name)), mark,
		    id ? id : &dummy);
}

bool
pred_vector_copy_p (tree name, unsigned id)
{
  if (TREE_CODE (name) != SSA_NAME || !VECTOR_TYPE_P (TREE_TYPE (name)))
    return false;
  tree ident = SSA_NAME_IDENTIFIER (name);
  if (!ident)
    return false;
  const char *text = IDENTIFIER_POINTER (ident);
  const char *at = strstr (text, "__vshape_");
  for (; at; at = strstr (at + 1, "__vshape_"))
    {
      unsigned found;
      if (read_mark (at, PRED_SUNK, &found) && found == id)
	return true;
      for (const char *mark : marks)
	if (read_mark (at, mark, &found) && found == id)
	  return true;
    }
  return false;
}

bool
pred_select_vector_p (tree name)
{
  if (TREE_CODE (name) != SSA_NAME || !VECTOR_TYPE_P (TREE_TYPE (name))
      || !SSA_NAME_IDENTIFIER (name))
    return false;
  const char *text = IDENTIFIER_POINTER (SSA_NAME_IDENTIFIER (name));
  unsigned id;
  return startswith (text, "vect_") && read_mark (text + 5, PRED_SAFE, &id);
}

bool
pred_added_stmt_p (gimple *stmt)
{
  tree lhs = gimple_get_lhs (stmt);
  for (const char *mark : marks)
    if (pred_marked_p (lhs, mark))
      return true;
  return false;
}

/* By rewrite number, whether GCC would have if-converted its arm.  */
static vec<bool> gcc_convertible = vNULL;

void
pred_note_gcc_convertible (unsigned id)
{
  if (gcc_convertible.length () <= id)
    gcc_convertible.safe_grow_cleared (id + 1);
  gcc_convertible[id] = true;
}

bool
pred_enabling_stmt_p (gimple *stmt)
{
  tree lhs = gimple_get_lhs (stmt);
  unsigned id;
  for (const char *mark : marks)
    if (pred_marked_p (lhs, mark, &id))
      return id >= gcc_convertible.length () || !gcc_convertible[id];
  return false;
}
