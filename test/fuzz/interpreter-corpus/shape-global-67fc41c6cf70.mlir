cuda_tile.module @m {
  global private constant @lut alignment = 64 <i32: [1, 2, 4, 8]> : tile<4xi32>
  global @bytes <i8: [-128, 127]> : tile<2xi8>
  global @flags <i1: [true, false, true, true]> : tile<4xi1>
  global constant @halves <f16: [0.5, -65504.0]> : tile<2xf16>
  global constant @tf <tf32: [1.5, -0.0]> : tile<2xtf32>
  global constant @e4m3 <f8E4M3FN: [448.0, -0.001953125]> : tile<2xf8E4M3FN>
  global constant @wide alignment = 4096 <f64: [0.1]> : tile<1xf64>
  global constant @twelve alignment = 12 <i16: [7, 9]> : tile<2xi16>
  global @counter <i32: [0]> : tile<1xi32>
  global constant @nibbles <f4E2M1FN: [1.0, -0.5, 6.0, 0.0, -6.0, 0.5, 3.0, -0.0]>
      : tile<8xf4E2M1FN>
  testing$func @read_packed() -> tile<8xf4E2M1FN> {
    %g = get_global @nibbles : tile<ptr<f4E2M1FN>>
    %tv = make_tensor_view %g, shape = [8], strides = [1]
        : tensor_view<8xf4E2M1FN, strides=[1]>
    %pv = make_partition_view %tv
        : partition_view<tile=(8), tensor_view<8xf4E2M1FN, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %v, %t = load_view_tko weak %pv[%c0]
        : partition_view<tile=(8), tensor_view<8xf4E2M1FN, strides=[1]>>, tile<i32>
          -> tile<8xf4E2M1FN>, token
    return %v : tile<8xf4E2M1FN>
  }
  testing$func @addresses() -> (tile<ptr<i32>>, tile<ptr<i32>>, tile<ptr<i32>>, tile<ptr<i32>>,
                                tile<ptr<f64>>) {
    %a = get_global @lut : tile<ptr<i32>>
    %b = get_global @lut : tile<ptr<i32>>
    %c = get_global @counter : tile<ptr<i32>>
    %w = get_global @wide : tile<ptr<f64>>
    return %a, %b, %c, %a, %w
        : tile<ptr<i32>>, tile<ptr<i32>>, tile<ptr<i32>>, tile<ptr<i32>>, tile<ptr<f64>>
  }
  entry @shared_by_blocks(%out: tile<ptr<i32>>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %c = get_global @counter : tile<ptr<i32>>
    %one = constant <i32: 1> : tile<i32>
    %old, %t0 = atomic_rmw_tko relaxed device %c, add, %one
        : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %slot = offset %out, %x : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t1 = store_ptr_tko weak %slot, %old : tile<ptr<i32>>, tile<i32> -> token
    return
  }
  testing$func @write_constant() {
    %g = get_global @lut : tile<ptr<i32>>
    %v = constant <i32: 3> : tile<i32>
    %t = store_ptr_tko weak %g, %v : tile<ptr<i32>>, tile<i32> -> token
    return
  }
  testing$func @read_past_end() -> tile<i32> {
    %g = get_global @lut : tile<ptr<i32>>
    %four = constant <i32: 4> : tile<i32>
    %p = offset %g, %four : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %v, %t = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    return %v : tile<i32>
  }
}
