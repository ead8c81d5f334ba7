/* Intel's vector pragmas, read by the C and C++ front ends: each one is
   recorded with its clauses and the function it sits in, for the pragma
   pass (pragma_pass.cc) to mark the loop that follows it.  A clause that
   cannot be honoured is warned about here, by name, and the loop is then
   left as GCC would leave it.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "c-family/c-pragma.h"
#include "legacy_pragmas.h"

/* The front-end interface exists in cc1 and cc1plus only: weak, so that
   the plugin still loads into lto1 and f951, which never register
   pragmas.  */
extern void c_register_pragma (const char *, const char *,
			       pragma_handler_1arg) __attribute__ ((weak));
extern enum cpp_ttype pragma_lex (tree *, location_t *)
  __attribute__ ((weak));

namespace {

vec<legacy_pragma *> recorded;

/* The tokens of one pragma line, read on demand, with the text read so
   far kept for the dump.  */
class pragma_line
{
public:
  /* Read the first token of the pragma NAME's line.  */
  explicit pragma_line (const char *name) : m_text (name)
  {
    location_t loc = UNKNOWN_LOCATION;
    m_type = pragma_lex (&m_value, &loc);
    m_where = loc != UNKNOWN_LOCATION ? loc : input_location;
  }

  enum cpp_ttype type () const { return m_type; }
  tree value () const { return m_value; }
  location_t where () const { return m_where; }
  const std::string &text () const { return m_text; }

  /* The current token is a name; its spelling, else NULL.  */
  const char *name () const
  {
    return m_type == CPP_NAME && m_value
	   && TREE_CODE (m_value) == IDENTIFIER_NODE
	   ? IDENTIFIER_POINTER (m_value) : NULL;
  }

  /* Move to the next token, appending the current one to the text.  */
  void advance ();

  /* Skip to the end of the line.  */
  void skip ()
  {
    while (m_type != CPP_EOF)
      advance ();
  }

private:
  enum cpp_ttype m_type;
  tree m_value = NULL_TREE;
  location_t m_where;
  std::string m_text;
};

/* The spelling of the punctuators the clauses use; NULL for others.  */
const char *
punctuator_spelling (enum cpp_ttype type)
{
  switch (type)
    {
    case CPP_OPEN_PAREN: return "(";
    case CPP_CLOSE_PAREN: return ")";
    case CPP_COLON: return ":";
    case CPP_COMMA: return ",";
    case CPP_PLUS: return "+";
    case CPP_MINUS: return "-";
    case CPP_MULT: return "*";
    case CPP_AND: return "&";
    case CPP_OR: return "|";
    case CPP_XOR: return "^";
    case CPP_AND_AND: return "&&";
    case CPP_OR_OR: return "||";
    default: return NULL;
    }
}

void
pragma_line::advance ()
{
  if (m_type == CPP_EOF)
    return;
  const char *punct = punctuator_spelling (m_type);
  if (m_type == CPP_NAME && name ())
    m_text += std::string (m_text.back () == '(' || m_text.back () == ':'
			   || m_text.back () == ',' ? "" : " ")
	      + name ();
  else if (m_type == CPP_NUMBER && m_value
	   && TREE_CODE (m_value) == INTEGER_CST
	   && tree_fits_shwi_p (m_value))
    m_text += std::to_string (tree_to_shwi (m_value));
  else if (punct)
    m_text += punct;
  else
    m_text += " ?";
  m_type = pragma_lex (&m_value, NULL);
}

/* Warn that CLAUSE of the pragma being read from LINE cannot be
   honoured, and remember the first such clause.  */
void
warn_clause (legacy_pragma &p, const pragma_line &line, const char *clause)
{
  p.text = line.text ();
  if (p.refused_clause.empty ())
    p.refused_clause = clause;
  warning_at (p.where, OPT_Wpragmas,
	      "vshape: clause %qs of %<%s%> cannot be honoured; the loop "
	      "is left as GCC would leave it", clause, p.text.c_str ());
}

/* Warn that the pragma being read is malformed at its current token.  */
void
warn_malformed (legacy_pragma &p, pragma_line &line)
{
  line.skip ();
  p.text = line.text ();
  warning_at (p.where, OPT_Wpragmas,
	      "vshape: malformed %<%s%>; the loop is left as GCC would "
	      "leave it", p.text.c_str ());
  if (p.refused_clause.empty ())
    p.refused_clause = "(malformed)";
}

/* Read "ITEM, ... )", each item with READ_ITEM, which reads one and
   says whether it was well formed; false if the list is not.  */
template <typename item_reader>
bool
read_list (pragma_line &line, item_reader read_item)
{
  for (;;)
    {
      if (!read_item ())
	return false;
      if (line.type () == CPP_CLOSE_PAREN)
	return true;
      if (line.type () != CPP_COMMA)
	return false;
      line.advance ();
    }
}

/* Read one variable name into P's variables.  */
bool
read_var (legacy_pragma &p, pragma_line &line, bool reduction)
{
  const char *name = line.name ();
  if (!name)
    return false;
  p.vars.safe_push ({ name, reduction });
  line.advance ();
  return true;
}

/* Read "NAME, ... )" into P's variables.  */
bool
read_name_list (legacy_pragma &p, pragma_line &line, bool reduction)
{
  return read_list (line, [&] { return read_var (p, line, reduction); });
}

/* Read the rest of a linear clause, "NAME [: STEP], ... )"; the steps
   are the program's own business.  */
bool
read_linear_list (legacy_pragma &p, pragma_line &line)
{
  return read_list (line, [&] {
    if (!read_var (p, line, false))
      return false;
    if (line.type () != CPP_COLON)
      return true;
    line.advance ();
    if (line.type () == CPP_MINUS)
      line.advance ();
    if (line.type () != CPP_NUMBER && line.type () != CPP_NAME)
      return false;
    line.advance ();
    return true;
  });
}

/* Read "OP : NAME, ... )" of a reduction clause.  */
bool
read_reduction (legacy_pragma &p, pragma_line &line)
{
  const char *name = line.name ();
  bool op = false;
  switch (line.type ())
    {
    case CPP_PLUS: case CPP_MINUS: case CPP_MULT: case CPP_AND:
    case CPP_OR: case CPP_XOR: case CPP_AND_AND: case CPP_OR_OR:
      op = true;
      break;
    default:
      op = name && (!strcmp (name, "max") || !strcmp (name, "min"));
    }
  if (!op)
    return false;
  line.advance ();
  if (line.type () != CPP_COLON)
    return false;
  line.advance ();
  return read_name_list (p, line, true);
}

/* Read "N, ... )" of a vectorlength clause into P's safelen: the
   smallest length listed.  */
bool
read_vector_lengths (legacy_pragma &p, pragma_line &line)
{
  return read_list (line, [&] {
    tree n = line.value ();
    if (line.type () != CPP_NUMBER || TREE_CODE (n) != INTEGER_CST
	|| !tree_fits_shwi_p (n) || tree_to_shwi (n) < 1
	|| tree_to_shwi (n) > INT_MAX)
      return false;
    int length = tree_to_shwi (n);
    p.safelen = p.safelen == INT_MAX ? length : MIN (p.safelen, length);
    line.advance ();
    return true;
  });
}

/* Skip a clause's parenthesized arguments, if it has any.  */
void
skip_arguments (pragma_line &line)
{
  if (line.type () != CPP_OPEN_PAREN)
    return;
  int depth = 0;
  do
    {
      if (line.type () == CPP_OPEN_PAREN)
	depth++;
      else if (line.type () == CPP_CLOSE_PAREN)
	depth--;
      line.advance ();
    }
  while (depth > 0 && line.type () != CPP_EOF);
}

/* Read the clauses of #pragma simd into P.  */
void
read_simd_clauses (legacy_pragma &p, pragma_line &line)
{
  p.safelen = INT_MAX;
  while (line.type () != CPP_EOF)
    {
      const char *clause = line.name ();
      if (!clause)
	return warn_malformed (p, line);
      line.advance ();
      bool (*read) (legacy_pragma &, pragma_line &) = NULL;
      if (!strcmp (clause, "private") || !strcmp (clause, "firstprivate")
	  || !strcmp (clause, "lastprivate"))
	read = [] (legacy_pragma &q, pragma_line &l)
	  { return read_name_list (q, l, false); };
      else if (!strcmp (clause, "linear"))
	read = read_linear_list;
      else if (!strcmp (clause, "reduction"))
	read = read_reduction;
      else if (!strcmp (clause, "vectorlength"))
	read = read_vector_lengths;
      else if (!strcmp (clause, "noassert"))
	continue;
      if (!read)
	{
	  /* assert, vectorlengthfor, [no]vecremainder: GCC has nothing
	     that keeps their promise.  */
	  skip_arguments (line);
	  warn_clause (p, line, clause);
	  continue;
	}
      if (line.type () != CPP_OPEN_PAREN)
	return warn_malformed (p, line);
      line.advance ();
      if (!read (p, line))
	return warn_malformed (p, line);
      line.advance ();
    }
}

/* Read "#pragma ivdep [loop]".  */
void
read_ivdep (legacy_pragma &p, pragma_line &line)
{
  p.safelen = INT_MAX;
  const char *clause = line.name ();
  if (clause && !strcmp (clause, "loop"))
    line.advance ();
  while (line.type () != CPP_EOF)
    {
      clause = line.name ();
      if (!clause)
	return warn_malformed (p, line);
      line.advance ();
      warn_clause (p, line, clause);
    }
}

/* Read "#pragma vector always [...]"; false for a vector pragma that
   asks nothing of the loop's vectorization (vector aligned, ...), which
   is only warned about.  */
bool
read_vector (legacy_pragma &p, pragma_line &line)
{
  bool always = false;
  while (line.type () != CPP_EOF)
    {
      const char *clause = line.name ();
      if (!clause)
	{
	  warn_malformed (p, line);
	  return always;
	}
      line.advance ();
      if (!strcmp (clause, "always"))
	{
	  always = true;
	  continue;
	}
      skip_arguments (line);
      warn_clause (p, line, clause);
    }
  return always;
}

/* Read one pragma of KIND named NAME and record it.  */
void
read_pragma (enum legacy_pragma_kind kind, const char *name)
{
  pragma_line line (name);
  legacy_pragma *p = new legacy_pragma ();
  p->kind = kind;
  p->where = line.where ();
  p->text = line.text ();
  bool keep = true;
  switch (kind)
    {
    case LEGACY_SIMD:
      read_simd_clauses (*p, line);
      break;
    case LEGACY_IVDEP:
      read_ivdep (*p, line);
      break;
    case LEGACY_VECTOR_ALWAYS:
      keep = read_vector (*p, line);
      break;
    case LEGACY_NOVECTOR:
      if (line.type () != CPP_EOF)
	warn_malformed (*p, line);
      break;
    }
  line.skip ();
  p->text = line.text ();
  if (!current_function_decl)
    {
      warning_at (p->where, OPT_Wpragmas,
		  "vshape: %<%s%> outside a function is ignored",
		  p->text.c_str ());
      keep = false;
    }
  if (!keep)
    {
      p->vars.release ();
      delete p;
      return;
    }
  p->function = DECL_SOURCE_LOCATION (current_function_decl);
  recorded.safe_push (p);
}

/* PLUGIN_PRAGMAS: register the four pragmas; none at -O0, where the
   plugin does nothing (GCC then treats them as it does without it).  */
void
register_pragmas (void *, void *)
{
  if (!c_register_pragma || !pragma_lex || !optimize)
    return;
  c_register_pragma (NULL, "simd", [] (cpp_reader *)
		     { read_pragma (LEGACY_SIMD, "#pragma simd"); });
  c_register_pragma (NULL, "ivdep", [] (cpp_reader *)
		     { read_pragma (LEGACY_IVDEP, "#pragma ivdep"); });
  c_register_pragma (NULL, "vector", [] (cpp_reader *)
		     { read_pragma (LEGACY_VECTOR_ALWAYS, "#pragma vector"); });
  c_register_pragma (NULL, "novector", [] (cpp_reader *)
		     { read_pragma (LEGACY_NOVECTOR, "#pragma novector"); });
}

} // namespace

void
vshape_register_legacy_pragmas (const char *plugin_name)
{
  register_callback (plugin_name, PLUGIN_PRAGMAS, register_pragmas, NULL);
}

const vec<legacy_pragma *> &
vshape_legacy_pragmas ()
{
  return recorded;
}
