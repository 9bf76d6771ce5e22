cuda_tile.module @m {
  entry @k() optimization_hints=<sm_100 = {num_worker_warps_per_cta = 8}, default = {num_worker_warps_per_cta = 16}> {
    return
  }
}
