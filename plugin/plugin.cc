/* Entry point of libvshape.so: version check, arguments, and the
   passes (vshape before if-conversion, mask-loads after it, vls after
   the vectorizer, the pragma pass after the CFG is built, store-order
   after the last scheduling).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "plugin-version.h"
#include "plugin_options.h"
#include "vshape_pass.h"
#include "vls_pass.h"
#include "mask_load_pass.h"
#include "store_order_pass.h"
#include "scatter_tuning.h"
#include "distinct_loop.h"
#include "gather_tuning.h"
#include "gather_addresses.h"
#include "cost_client.h"
#include "pragma_pass.h"
#include "legacy_pragmas.h"
#include "unit_notes.h"
#include "lto_note.h"
#include "cost_profile_use.h"
#include "pred_redirect.h"

int plugin_is_GPL_compatible;

static struct plugin_info vshape_plugin_info = {
  VSHAPE_VERSION,
  "Shape analysis and gather grouping for GCC's vectorizer; "
  "-fplugin-arg-libvshape-help lists the arguments."
};

/* Insert PASS relative to the first instance of the pass named REFERENCE.  */
static void
insert_pass (const char *plugin_name, opt_pass *pass, const char *reference,
	     enum pass_positioning_ops where)
{
  struct register_pass_info info;
  info.pass = pass;
  info.reference_pass_name = reference;
  info.ref_pass_instance_number = 1;
  info.pos_op = where;
  register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
}

int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *version)
{
  if (!plugin_default_version_check (version, &gcc_version))
    {
      error ("vshape: %s was built for GCC %s and cannot load into GCC %s; "
	     "rebuild it for this compiler", info->full_name,
	     gcc_version.basever, version->basever);
      return 1;
    }

  register_callback (info->base_name, PLUGIN_INFO, NULL, &vshape_plugin_info);
  if (!vshape_parse_options (info->base_name, info->argc, info->argv)
      || !vshape_load_cost_profile (info->base_name, vshape_opts.profile,
				    version->basever))
    return 0;

  opt_pass *vshape = make_vshape_pass (g);
  opt_pass *vls = make_vls_pass (g);
  insert_pass (info->base_name, vshape, "ifcvt", PASS_POS_INSERT_BEFORE);
  insert_pass (info->base_name, vls, "vect", PASS_POS_INSERT_AFTER);
  /* Between if-conversion and the vectorizer, where GCC's own masked
     loads appear.  */
  insert_pass (info->base_name, make_mask_load_pass (g), "ifcvt",
	       PASS_POS_INSERT_AFTER);
  pred_redirect_register (info->base_name);
  /* The pragma pass is always there, so that its dump can be named; it
     runs only on the pragmas that pragmas=intel registers.  */
  insert_pass (info->base_name, make_pragma_pass (g), "cfg",
	       PASS_POS_INSERT_AFTER);
  insert_pass (info->base_name, make_store_order_pass (g), "sched2",
	       PASS_POS_INSERT_AFTER);
  if (vshape_opts.pragmas == PRAGMAS_INTEL)
    vshape_register_legacy_pragmas (info->base_name);
  vls_maybe_install_cost_client ();
  if (vshape_opts.vls != VLS_OFF && vls_cost_client_installed_p ())
    {
      vls_scatter_tuning_install (info->base_name, distinct_copy_loop_p);
      vls_gather_tuning_enable ();
    }
  if (vshape_opts.vls != VLS_OFF)
    vls_gather_addresses_install (info->base_name);
  vshape_watch_pass_for_unit_note (info->base_name, vshape);
  vshape_watch_pass_for_unit_note (info->base_name, vls);
  vshape_note_lto_link_flags (info);

  /* The dump files exist once the passes are registered.  */
  vshape_enable_dumps (info->base_name, info->argc, info->argv);
  return 0;
}
