/* GCC 11's cost hooks in the shape of GCC 12's vector_costs: GCC 11
   prices a way of vectorizing a loop through four target hooks
   (init_cost, add_stmt_cost, finish_cost, destroy_cost_data) where GCC 12
   and later ask the target's create_costs hook for a vector_costs.  The
   adapter puts hooks that price through a vector_costs maker in the
   target's place, so that one cost client serves every GCC
   (gcc_compat.h has the classes).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_GCC11_COST_HOOKS_H
#define VSHAPE_GCC11_COST_HOOKS_H

#if VSHAPE_GCC_MAJOR == 11
/* A maker of the costs of one pricing (GCC 12's create_costs hook).  */
typedef vector_costs *(*vshape_costs_maker) (vec_info *, bool);

/* Puts in the target's place GCC 11 hooks whose every pricing goes to
   the costs MAKE makes at its first entry; returns the maker of the
   target's own costs (vshape_gcc11_costs), for MAKE's costs to wrap.  */
vshape_costs_maker vshape_gcc11_install_costs (vshape_costs_maker make);
#endif

#endif
