/* Parsing of the plugin's arguments.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "plugin_options.h"

struct vshape_options vshape_opts = { true, SOA_ON, VLS_ON, true,
				     PRAGMAS_NONE, PREDICATE_ON, PROMOTE_ON,
				     DISTINCT_AUTO, true, true, NULL };

/* One value a keyed argument may take, and what it sets.  */
struct option_value
{
  const char *name;
  int value;
};

static const option_value on_off_values[] = { { "on", 1 }, { "off", 0 } };
static const option_value soa_values[]
  = { { "off", SOA_OFF }, { "analyze", SOA_ANALYZE }, { "on", SOA_ON } };
static const option_value vls_values[]
  = { { "off", VLS_OFF }, { "on", VLS_ON }, { "force", VLS_FORCE } };
static const option_value predicate_values[]
  = { { "off", PREDICATE_OFF }, { "analyze", PREDICATE_ANALYZE },
      { "on", PREDICATE_ON } };
static const option_value promote_values[]
  = { { "off", PROMOTE_OFF }, { "analyze", PROMOTE_ANALYZE },
      { "on", PROMOTE_ON } };
static const option_value distinct_values[]
  = { { "off", DISTINCT_OFF }, { "analyze", DISTINCT_ANALYZE },
      { "auto", DISTINCT_AUTO }, { "on", DISTINCT_ON } };
static const option_value pragmas_values[]
  = { { "none", PRAGMAS_NONE }, { "intel", PRAGMAS_INTEL } };

/* A key with an enumerated value.  */
struct option_key
{
  const char *key;
  const option_value *values;
  size_t n_values;
  const char *default_value;
  const char *what;
  void (*set) (int value);
};

#define VALUES(v) v, sizeof (v) / sizeof ((v)[0])
static const option_key enum_keys[] = {
  { "da", VALUES (on_off_values), "on", "divergence (shape) analysis",
    [] (int v) { vshape_opts.da = v; } },
  { "soa", VALUES (soa_values), "on", "SOA layout of SIMD-loop privates",
    [] (int v) { vshape_opts.soa = (vshape_soa_mode) v; } },
  { "vls", VALUES (vls_values), "on", "grouping of adjacent gathers",
    [] (int v) { vshape_opts.vls = (vshape_vls_mode) v; } },
  { "vls-cost", VALUES (on_off_values), "on",
    "gather groups priced in the vectorizer's cost model",
    [] (int v) { vshape_opts.vls_cost = v; } },
  { "predicate", VALUES (predicate_values), "on",
    "guarded trapping operations moved out of branches",
    [] (int v) { vshape_opts.predicate = (vshape_predicate_mode) v; } },
  { "promote", VALUES (promote_values), "on",
    "accumulators in memory kept in registers behind checks",
    [] (int v) { vshape_opts.promote = (vshape_promote_mode) v; } },
  { "distinct", VALUES (distinct_values), "auto",
    "stores through an index vectorized behind a check of the indices",
    [] (int v) { vshape_opts.distinct = (vshape_distinct_mode) v; } },
  { "pragmas", VALUES (pragmas_values), "none",
    "Intel's simd, ivdep, vector and novector pragmas honoured",
    [] (int v) { vshape_opts.pragmas = (vshape_pragmas_mode) v; } },
  { "lto-note", VALUES (on_off_values), "on",
    "an -flto compile notes the flags the link needs",
    [] (int v) { vshape_opts.lto_note = v; } },
  { "store-order", VALUES (on_off_values), "on",
    "adjacent vector stores of changed functions in ascending order",
    [] (int v) { vshape_opts.store_order = v; } },
};
#undef VALUES

static const char valid_keys[]
  = "da, soa, vls, vls-cost, predicate, promote, distinct, pragmas, "
    "lto-note, store-order, profile, dump, help";
static const char dump_names[]
  = "vshape, vls, mask-loads, pragmas, store-order (each optionally "
    "followed by -details, -graph, ... as after -fdump-tree- or "
    "-fdump-rtl-)";

/* The valid values of KEY joined by SEP.  */
static std::string
value_list (const option_key &key, const char *sep = ", ")
{
  std::string s;
  for (size_t i = 0; i < key.n_values; i++)
    {
      if (i)
	s += sep;
      s += key.values[i].name;
    }
  return s;
}

/* List the arguments, their values and defaults on stderr.  */
static void
print_help (const char *base_name)
{
  fprintf (stderr, "vshape plugin arguments:\n");
  for (const option_key &k : enum_keys)
    {
      std::string arg = std::string (k.key) + "=" + value_list (k, "|");
      fprintf (stderr, "  -fplugin-arg-%s-%-26s %s [%s]\n", base_name,
	       arg.c_str (), k.what, k.default_value);
    }
  fprintf (stderr, "  -fplugin-arg-%s-%-26s dumps to write: %s\n", base_name,
	   "dump=LIST", dump_names);
  fprintf (stderr, "  -fplugin-arg-%s-%-26s calibration profile to follow, "
	   "or none [$VSHAPE_PROFILE, else ~/.config/vshape/]\n", base_name,
	   "profile=FILE|none");
  fprintf (stderr, "  -fplugin-arg-%s-%-26s this text\n", base_name, "help");
}

/* Set the option KEY names from VALUE; report an error if VALUE is not one
   of its values.  */
static bool
set_enum_option (const option_key &key, const char *value)
{
  if (!value)
    {
      error ("vshape: argument %qs needs a value: %s", key.key,
	     value_list (key).c_str ());
      return false;
    }
  for (size_t i = 0; i < key.n_values; i++)
    if (strcmp (value, key.values[i].name) == 0)
      {
	key.set (key.values[i].value);
	return true;
      }
  error ("vshape: bad value %qs for argument %qs; valid values: %s", value,
	 key.key, value_list (key).c_str ());
  return false;
}

/* The kind of GCC dump ("tree-" or "rtl-") of the plugin's pass ITEM
   names, alone or followed by "-FLAGS"; NULL if it names none.  */
static const char *
plugin_dump_kind (const char *item, size_t len)
{
  static const struct { const char *name, *kind; } dumps[] = {
    { "vshape", "tree-" }, { "mask-loads", "tree-" }, { "vls", "tree-" },
    { "pragmas", "tree-" },
    { "store-order", "rtl-" }
  };
  for (const auto &d : dumps)
    {
      size_t n = strlen (d.name);
      if (len >= n && strncmp (item, d.name, n) == 0
	  && (len == n || item[n] == '-'))
	return d.kind;
    }
  return NULL;
}

/* Check the comma-separated dump list VALUE; with ENABLE, also turn each
   dump on through GCC's dump manager.  */
static bool
handle_dump_list (const char *value, bool enable)
{
  if (!value || !*value)
    {
      error ("vshape: argument %<dump%> needs a value: %s", dump_names);
      return false;
    }
  bool ok = true;
  for (const char *p = value; *p;)
    {
      const char *comma = strchr (p, ',');
      size_t len = comma ? (size_t) (comma - p) : strlen (p);
      std::string item (p, len);
      const char *kind = plugin_dump_kind (p, len);
      if (!kind)
	{
	  error ("vshape: bad dump %qs in argument %<dump%>; valid dumps: %s",
		 item.c_str (), dump_names);
	  ok = false;
	}
      else if (enable)
	g->get_dumps ()->dump_switch_p ((kind + item).c_str ());
      p += len;
      if (*p == ',')
	p++;
    }
  return ok;
}

bool
vshape_parse_options (const char *base_name, int argc,
		      const struct plugin_argument *argv)
{
  bool ok = true;
  for (int i = 0; i < argc; i++)
    {
      const char *key = argv[i].key;
      const char *value = argv[i].value;
      const option_key *found = NULL;
      for (const option_key &k : enum_keys)
	if (strcmp (key, k.key) == 0)
	  found = &k;
      if (found)
	ok &= set_enum_option (*found, value);
      else if (strcmp (key, "dump") == 0)
	ok &= handle_dump_list (value, false);
      else if (strcmp (key, "profile") == 0)
	{
	  if (!value || !*value)
	    {
	      error ("vshape: argument %<profile%> needs a value: a profile "
		     "file, or none");
	      ok = false;
	    }
	  else
	    vshape_opts.profile = value;
	}
      else if (strcmp (key, "help") == 0)
	{
	  if (value)
	    {
	      error ("vshape: argument %<help%> takes no value");
	      ok = false;
	    }
	  else
	    print_help (base_name);
	}
      else
	{
	  error ("vshape: unknown argument %qs; valid keys: %s", key,
		 valid_keys);
	  ok = false;
	}
    }
  return ok;
}

bool
vshape_enable_dumps (const char *, int argc,
		     const struct plugin_argument *argv)
{
  bool ok = true;
  for (int i = 0; i < argc; i++)
    if (strcmp (argv[i].key, "dump") == 0)
      ok &= handle_dump_list (argv[i].value, true);
  return ok;
}
