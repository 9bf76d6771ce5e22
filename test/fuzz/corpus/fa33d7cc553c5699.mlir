cuda_tile.module @m {
  testing$func @f(%src: tile<4xi32>, %dst: tile<8xi32>, %i: tile<i32>) -> tile<8xi32> {
    %ready = gdc_wait_tko -> token
    %t = make_token : token
    %sig = gdc_launch_dependents_tko token = %ready -> token
    %f1 = memory_fence_alias_tko token = %sig -> token
    %f2 = memory_fence_alias_tko %f1 -> token
    %f3 = "cuda_tile.memory_fence_alias_tko"(%f2) : (!cuda_tile.token) -> !cuda_tile.token
    %r = "cuda_tile.insert"(%src, %dst, %i) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<8xi32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<8xi32>
    return %r : tile<8xi32>
  }
}

cuda_tile.module @m2 {
  testing$func @f(%x: tile<4xf32>, %n: tile<4xi32>, %h: tile<16xf16>, %k: tile<16xi8>, %b: tile<4xi1>) -> tile<4xf32> {
    %r = fpowi %x, %n : tile<4xf32>, tile<4xi32>
    %c = fpowi %h, %k : tile<16xf16>, tile<16xi8>
    %d = cuda_tile.fpowi %x, %b : tile<4xf32>, tile<4xi1>
    return %r : tile<4xf32>
  }
}
