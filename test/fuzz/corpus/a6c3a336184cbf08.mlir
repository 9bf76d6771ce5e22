cuda_tile.module @m {
  entry @k() optimization_hints=<sm_100 = {num_worker_warps_per_cta = 7 : i91}> {
    return
  }
}
