// module, entry (with optimization hints), testing$func and return: custom form, the optional
// `cuda_tile.` op prefix inside modules, implicit return, and the generic form.

cuda_tile.module @kernels attributes {producer = "tilec tests"} {
  entry @empty() {
  }
  cuda_tile.entry @args(%p: !cuda_tile.tile<!cuda_tile.ptr<f32>>, %n: tile<i32>, %x: tile<f16>,
                        %t: token, %v: tensor_view<?xf32, strides=[1]>) {
    cuda_tile.return
  }
  // Keys print sorted with ` = `, the empty hint list disappears.
  entry @hinted(%n: tile<i32>) optimization_hints=<sm_90 = {occupancy = 1, num_cta_in_cga = 2}, default = {num_worker_warps_per_cta = 4}> {
    return
  }
  entry @no_hints() optimization_hints=<> {
    return
  }
  testing$func @identity(%a: tile<4xf32>) -> tile<4xf32> {
    return %a : tile<4xf32>
  }
  cuda_tile.testing$func @pair(%a: tile<4xf32>, %t: token) -> (tile<4xf32>, token) {
    cuda_tile.return %a, %t : tile<4xf32>, token
  }
  testing$func @nothing() -> () {
  }
}

// An empty module is accepted (tile-ir-ops.md §1.1).
cuda_tile.module @empty {
}
