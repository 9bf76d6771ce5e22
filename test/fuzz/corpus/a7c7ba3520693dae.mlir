cuda_tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0e30> : tile<f32>
    %b = constant <f64: 0x7FF0000000000000> : tile<2xf64>
    %c = constant <i1: [true, false]> : tile<2xi1>
    %x, %y, %z = get_tile_block_id : tile<i32>
    %r:2 = for %i in (%x to %y, step %z) : tile<i32> iter_values(%u = %a, %v = %x) -> (tile<f32>, tile<i32>) {
      continue %u, %v : tile<f32>, tile<i32>
    }
    "cuda_tile.for"() ({
    }) : () -> ()
    return
  }
}
