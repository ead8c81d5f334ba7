/* The plugin's arguments (-fplugin-arg-libvshape-KEY[=VALUE]).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_PLUGIN_OPTIONS_H
#define VSHAPE_PLUGIN_OPTIONS_H

enum vshape_soa_mode { SOA_OFF, SOA_ANALYZE, SOA_ON };
enum vshape_vls_mode { VLS_OFF, VLS_ON, VLS_FORCE };
enum vshape_pragmas_mode { PRAGMAS_NONE, PRAGMAS_INTEL };
enum vshape_predicate_mode { PREDICATE_OFF, PREDICATE_ANALYZE, PREDICATE_ON };
enum vshape_promote_mode { PROMOTE_OFF, PROMOTE_ANALYZE, PROMOTE_ON };
enum vshape_distinct_mode { DISTINCT_OFF, DISTINCT_ANALYZE, DISTINCT_AUTO,
			   DISTINCT_ON };

/* What the user asked for; defaults are set by vshape_parse_options.  */
struct vshape_options
{
  bool da;                      /* run the divergence analysis */
  enum vshape_soa_mode soa;
  enum vshape_vls_mode vls;
  bool vls_cost;                /* the cost client prices gather groups */
  enum vshape_pragmas_mode pragmas;  /* other compilers' pragmas honoured */
  enum vshape_predicate_mode predicate;  /* guarded operations moved */
  enum vshape_promote_mode promote;  /* accumulators kept in registers */
  enum vshape_distinct_mode distinct;  /* indexed stores behind a check */
  bool lto_note;                /* an -flto compile names the link flags */
  bool store_order;             /* vector stores in ascending order */
  const char *profile;          /* profile=FILE or "none"; NULL if not given */
};

extern struct vshape_options vshape_opts;

/* Parse ARGC arguments ARGV of plugin BASE_NAME into vshape_opts.  Reports
   every bad argument with error () and returns false if there was one.
   The dump= items are applied later, by vshape_enable_dumps, once the
   passes and their dump files are registered.  */
bool vshape_parse_options (const char *base_name, int argc,
			   const struct plugin_argument *argv);

/* Turn on the dumps named by the dump= arguments; false after an error.  */
bool vshape_enable_dumps (const char *base_name, int argc,
			  const struct plugin_argument *argv);

#endif
