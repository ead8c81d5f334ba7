/* A loop for the load tests (load.exp): any compilation that loads the
   plugin.  */
int
sum (const int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
