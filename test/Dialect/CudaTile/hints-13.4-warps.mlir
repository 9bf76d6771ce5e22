// Tile IR 13.4 rejects an entry's `num_worker_warps_per_cta` other than 4 or 8
// (tile-ir-13.4-13.5.md §4.8). Kernels written for 13.3 use other values, so the rule applies
// only when 13.4 or 13.5 is asked for by name; the default reads them as before.
// RUN: tilec-opt --tile-ir-version=13.4 -split-input-file -verify-diagnostics %s -o /dev/null
// RUN: tilec-opt --tile-ir-version=13.5 -split-input-file -verify-diagnostics %s -o /dev/null
// RUN: sed -e '/expected-error/d' %s | tilec-opt -split-input-file - | FileCheck %s --check-prefix=DEFAULT
// RUN: sed -e '/expected-error/d' %s | tilec-opt --tile-ir-version=13.3 -split-input-file - | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: num_worker_warps_per_cta = 2
// DEFAULT: num_worker_warps_per_cta = 16

// 4 and 8 pass, for every target.
cuda_tile.module @m {
  entry @k() optimization_hints=<sm_90 = {num_worker_warps_per_cta = 4}, sm_100 = {num_worker_warps_per_cta = 8 : i32}, default = {occupancy = 2}> {
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.entry' op optimization hint 'num_worker_warps_per_cta' for 'sm_90' must be 4 or 8 from Tile IR 13.4 on, got 2}}
  entry @k() optimization_hints=<sm_90 = {num_worker_warps_per_cta = 2}> {
    return
  }
}

// -----

cuda_tile.module @m {
  // Every target is checked.
  // expected-error @below {{'cuda_tile.entry' op optimization hint 'num_worker_warps_per_cta' for 'default' must be 4 or 8 from Tile IR 13.4 on, got 16}}
  entry @k() optimization_hints=<sm_100 = {num_worker_warps_per_cta = 8}, default = {num_worker_warps_per_cta = 16}> {
    return
  }
}
