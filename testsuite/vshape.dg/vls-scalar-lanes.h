/* Loops whose gathers GCC emulates through index vectors, for the
   vls-scalar-lanes* tests: each lane's index is extracted from a vector
   unless the plugin computes it from scalars.  (__restrict: the header
   is C and C++.)  */

struct atom { double x, y, z, w; };

double eps[64], sig[64];
struct atom atoms[1024];
double flat[4096];

/* Three coordinates at 4 * j + 0..2 through a long index: the lanes
   are loads of lb[k] times 32 plus 0, 8 or 16 bytes.  */
__attribute__ ((noipa)) void
long_coords (int n, const long *__restrict lb, double *__restrict out)
{
  for (int k = 0; k < n; k++)
    {
      long j = lb[k];
      out[k] = flat[4 * j] * 3.0 - flat[4 * j + 1] + flat[4 * j + 2];
    }
}

/* A struct's fields through an int index.  */
__attribute__ ((noipa)) void
int_fields (int n, const int *__restrict nb, double *__restrict out)
{
  for (int k = 0; k < n; k++)
    {
      int j = nb[k];
      out[k] = atoms[j].x - 2.0 * atoms[j].z;
    }
}

/* Two tables at a type index read through the neighbour's type (a
   gathered int plus the atom's own): the lanes are the gathered
   scalars plus ti.  */
__attribute__ ((noipa)) void
type_tables (int n, int ti, const int *__restrict nb,
	     const int *__restrict types, double *__restrict out)
{
  for (int k = 0; k < n; k++)
    {
      int t = ti + types[nb[k]];
      out[k] = eps[t] * (double) k - sig[t];
    }
}

/* The index array may be written between the load of the index vector
   and the gather (W may be NB; the vectorizer checks at run time that
   the two do not overlap within a vector's reach, and W == NB passes
   that check): the lanes are the loaded vector's elements, not what
   memory holds at the gather.  */
__attribute__ ((noipa)) void
store_between (int n, const int *nb, int *w, double *__restrict out)
{
  for (int k = 0; k < n; k++)
    {
      int j = nb[k];
      w[k] = (j + k) & 1023;
      out[k] = atoms[j].y;
    }
}
