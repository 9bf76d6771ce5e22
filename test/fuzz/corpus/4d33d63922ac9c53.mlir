cuda_tile.module @m {
  entry @k() optimization_hints=<sm_90 = {num_worker_warps_per_cta = 2}> {
    return
  }
}
