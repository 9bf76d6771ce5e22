cuda_tile.module @m {
  entry @k() optimization_hints=<sm_90 = {num_worker_warps_per_cta = 4}, sm_100 = {num_worker_warps_per_cta = 8 : i32}, default = {occupancy = 2}> {
    return
  }
}
