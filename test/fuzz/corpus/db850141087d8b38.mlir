cuda_tile.module @m {
  global @scales <f8E5M3FNU: [1.0, 2.0]> : tile<2xf8E5M3FNU>

  testing$func @literals(%p: tile<ptr<fnv8E5M3FNU>>, %q: tile<ptr<f8E5M3FNU>>)
      -> (tile<8xfnv8E5M3FNU>, tile<4xf8E5M3FNU>, tile<2xfnv8E5M3FNU>) {
    %c = constant <fnv8E5M3FNU: [0.5, 1.0, 114688.0, 0x01, 0xFF, 0.0, 3.0, 1.2]> : tile<8xfnv8E5M3FNU>
    %s = constant <f8E5M3FNU: 2.0> : tile<4xf8E5M3FNU>
    %n = constant <fnv8E5M3FNU: 0xff> : tile<2xfnv8E5M3FNU>
    return %c, %s, %n : tile<8xfnv8E5M3FNU>, tile<4xfnv8E5M3FNU>, tile<2xfnv8E5M3FNU>
  }

  testing$func @conversions(%x: tile<4xf32>) -> tile<2x2xfnv8E5M3FNU> {
    %u = ftof %x : tile<4xf32> -> tile<4xfnv8E5M3FNU>
    %h = ftof %u : tile<4xfnv8E5M3FNU> -> tile<4xf16>
    %e = ftof %u : tile<4xfnv8E5M3FNU> -> tile<4xf8E4M3FN>
    %b = bitcast %u : tile<4xfnv8E5M3FNU> -> tile<4xi8>
    %v = bitcast %b : tile<4xi8> -> tile<4xfnv8E5M3FNU>
    %r = reshape %v : tile<4xfnv8E5M3FNU> -> tile<2x2xfnv8E5M3FNU>
    return %r : tile<2x2xfnv8E5M3FNU>
  }

  entry @memory(%p: tile<ptr<fnv8E5M3FNU>>) {
    %t = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xfnv8E5M3FNU, strides=[1]>
    %v = make_partition_view %t : partition_view<tile=(16), tensor_view<64xfnv8E5M3FNU, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %tok = load_view_tko weak %v[%c0] : partition_view<tile=(16), tensor_view<64xfnv8E5M3FNU, strides=[1]>>, tile<i32> -> tile<16xfnv8E5M3FNU>, token
    %a = constant <f4E2M1FN: 0.5> : tile<16x32xf4E2M1FN>
    %b = constant <f4E2M1FN: 4.0> : tile<32x16xf4E2M1FN>
    %acc = constant <f32: 1.0> : tile<16x16xf32>
    %sa = constant <fnv8E5M3FNU: 1.5> : tile<16x2xfnv8E5M3FNU>
    %sb = constant <fnv8E5M3FNU: 3.0> : tile<2x16xfnv8E5M3FNU>
    %d16 = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<16x32xf4E2M1FN>, tile<32x16xf4E2M1FN>, tile<16x16xf32>, tile<16x2xfnv8E5M3FNU>, tile<2x16xfnv8E5M3FNU>
    %sa1 = constant <fnv8E5M3FNU: 1.5> : tile<16x1xfnv8E5M3FNU>
    %sb1 = constant <fnv8E5M3FNU: 3.0> : tile<1x16xfnv8E5M3FNU>
    %d32 = mmaf_scaled %a, %b, %acc, %sa1, %sb1 : tile<16x32xf4E2M1FN>, tile<32x16xf4E2M1FN>, tile<16x16xf32>, tile<16x1xfnv8E5M3FNU>, tile<1x16xfnv8E5M3FNU>
    return
  }
}
