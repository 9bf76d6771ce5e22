cuda_tile.module @m {
  testing$func @conversions() -> (tile<8xfnv8E5M3FNU>, tile<8xf32>, tile<8xi8>, tile<4xf16>,
                                  tile<4xf8E4M3FN>) {
    %x = constant <f32: [0.5, 1.0, 1.0625, 1.1875, 2.0e5, -3.0, 0x7FC00000, 0x7F800000]> : tile<8xf32>
    %u = ftof %x : tile<8xf32> -> tile<8xfnv8E5M3FNU>
    %back = ftof %u : tile<8xfnv8E5M3FNU> -> tile<8xf32>
    %bits = bitcast %u : tile<8xfnv8E5M3FNU> -> tile<8xi8>
    %c = constant <fnv8E5M3FNU: [65536.0, 61440.0, 0x01, 0xFF]> : tile<4xfnv8E5M3FNU>
    %h = ftof %c : tile<4xfnv8E5M3FNU> -> tile<4xf16>
    %e = ftof %c : tile<4xfnv8E5M3FNU> -> tile<4xf8E4M3FN>
    return %u, %back, %bits, %h, %e : tile<8xfnv8E5M3FNU>, tile<8xf32>, tile<8xi8>, tile<4xf16>, tile<4xf8E4M3FN>
  }

  global @scales <fnv8E5M3FNU: [1.0, 0.5, 114688.0, 0x01]> : tile<4xfnv8E5M3FNU>

  testing$func @memory() -> (tile<4xfnv8E5M3FNU>, tile<4xi8>, tile<2xfnv8E5M3FNU>) {
    %i4 = iota : tile<4xi32>
    %g = get_global @scales : tile<ptr<fnv8E5M3FNU>>
    %gr = reshape %g : tile<ptr<fnv8E5M3FNU>> -> tile<1xptr<fnv8E5M3FNU>>
    %gb = broadcast %gr : tile<1xptr<fnv8E5M3FNU>> -> tile<4xptr<fnv8E5M3FNU>>
    %p = offset %gb, %i4 : tile<4xptr<fnv8E5M3FNU>>, tile<4xi32> -> tile<4xptr<fnv8E5M3FNU>>
    %v, %t = load_ptr_tko weak %p : tile<4xptr<fnv8E5M3FNU>> -> tile<4xfnv8E5M3FNU>, token
    %new = constant <fnv8E5M3FNU: [2.0, 3.0, 0xFF, 0.0]> : tile<4xfnv8E5M3FNU>
    %t1 = store_ptr_tko weak %p, %new token = %t : tile<4xptr<fnv8E5M3FNU>>, tile<4xfnv8E5M3FNU> -> token
    %tv = make_tensor_view %g, shape = [4], strides = [1] : tensor_view<4xfnv8E5M3FNU, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(2), tensor_view<4xfnv8E5M3FNU, strides=[1]>>
    %c1 = constant <i32: 1> : tile<i32>
    %w, %t2 = load_view_tko weak %pv[%c1] token = %t1 : partition_view<tile=(2), tensor_view<4xfnv8E5M3FNU, strides=[1]>>, tile<i32> -> tile<2xfnv8E5M3FNU>, token
    %v2, %t3 = load_ptr_tko weak %p token = %t2 : tile<4xptr<fnv8E5M3FNU>> -> tile<4xfnv8E5M3FNU>, token
    %bits = bitcast %v2 : tile<4xfnv8E5M3FNU> -> tile<4xi8>
    return %v, %bits, %w : tile<4xfnv8E5M3FNU>, tile<4xi8>, tile<2xfnv8E5M3FNU>
  }

  testing$func @scaled() -> (tile<1x1xf32>, tile<1x1xf32>, tile<2x2xf32>) {
    %a = constant <f4E2M1FN: 0.5> : tile<1x32xf4E2M1FN>
    %b = constant <f4E2M1FN: 4.0> : tile<32x1xf4E2M1FN>
    %z = constant <f32: [[1.0]]> : tile<1x1xf32>
    %sa = constant <fnv8E5M3FNU: [[1.5, 0.25]]> : tile<1x2xfnv8E5M3FNU>
    %sb = constant <fnv8E5M3FNU: [[3.0], [65536.0]]> : tile<2x1xfnv8E5M3FNU>
    %d0 = mmaf_scaled %a, %b, %z, %sa, %sb : tile<1x32xf4E2M1FN>, tile<32x1xf4E2M1FN>, tile<1x1xf32>, tile<1x2xfnv8E5M3FNU>, tile<2x1xfnv8E5M3FNU>
    %sa1 = constant <fnv8E5M3FNU: [[0x01]]> : tile<1x1xfnv8E5M3FNU>
    %sb1 = constant <fnv8E5M3FNU: [[114688.0]]> : tile<1x1xfnv8E5M3FNU>
    %d1 = mmaf_scaled %a, %b, %z, %sa1, %sb1 : tile<1x32xf4E2M1FN>, tile<32x1xf4E2M1FN>, tile<1x1xf32>, tile<1x1xfnv8E5M3FNU>, tile<1x1xfnv8E5M3FNU>
    %a2 = constant <f4E2M1FN: [[1.0, 2.0, 3.0, 4.0, 6.0, -1.0, 0.5, 1.5, 1.0, 2.0, 3.0, 4.0, 6.0, -1.0, 0.5, 1.5], [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]]> : tile<2x16xf4E2M1FN>
    %b2 = constant <f4E2M1FN: 1.0> : tile<16x2xf4E2M1FN>
    %c2 = constant <f32: 0.0> : tile<2x2xf32>
    %sa2 = constant <fnv8E5M3FNU: [[2.0], [0xFF]]> : tile<2x1xfnv8E5M3FNU>
    %sb2 = constant <fnv8E5M3FNU: [[1.0, 0.5]]> : tile<1x2xfnv8E5M3FNU>
    %d2 = mmaf_scaled %a2, %b2, %c2, %sa2, %sb2 : tile<2x16xf4E2M1FN>, tile<16x2xf4E2M1FN>, tile<2x2xf32>, tile<2x1xfnv8E5M3FNU>, tile<1x2xfnv8E5M3FNU>
    return %d0, %d1, %d2 : tile<1x1xf32>, tile<1x1xf32>, tile<2x2xf32>
  }

  entry @kernel(%p: tile<ptr<fnv8E5M3FNU>>, %q: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xfnv8E5M3FNU, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<4xfnv8E5M3FNU, strides=[1]>>
    %tq = make_tensor_view %q, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %pq = make_partition_view %tq : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %w, %t = load_view_tko weak %pv[%c0] : partition_view<tile=(4), tensor_view<4xfnv8E5M3FNU, strides=[1]>>, tile<i32> -> tile<4xfnv8E5M3FNU>, token
    %f = ftof %w : tile<4xfnv8E5M3FNU> -> tile<4xf32>
    %t2 = store_view_tko weak %f, %pq[%c0] : tile<4xf32>, partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> token
    %f2 = addf %f, %f : tile<4xf32>
    %g = ftof %f2 : tile<4xf32> -> tile<4xfnv8E5M3FNU>
    %t3 = store_view_tko weak %g, %pv[%c0] token = %t : tile<4xfnv8E5M3FNU>, partition_view<tile=(4), tensor_view<4xfnv8E5M3FNU, strides=[1]>>, tile<i32> -> token
    return
  }
}
