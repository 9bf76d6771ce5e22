cuda_tile.module @m {
  global constant @lut <i32: [1, 2]> : tile<2xi32>
  testing$func @addf(%h: tile<ptr<f16>>, %f: tile<ptr<f32>>, %b: tile<ptr<bf16>>, %d: tile<ptr<f64>>) -> (tile<4xf16>, tile<4xf16>, tile<4xf32>, tile<4xf32>, tile<2xbf16>, tile<2xbf16>, tile<2xf64>, tile<2xf64>) {
    %i4 = iota : tile<4xi32>
    %i2 = iota : tile<2xi32>
    %h1 = reshape %h : tile<ptr<f16>> -> tile<1xptr<f16>>
    %h4 = broadcast %h1 : tile<1xptr<f16>> -> tile<4xptr<f16>>
    %qh = offset %h4, %i4 : tile<4xptr<f16>>, tile<4xi32> -> tile<4xptr<f16>>
    %mh = constant <f16: [1.0, 1.0, 65504.0, -0.0]> : tile<4xf16>
    %ah = constant <f16: [0.00048828125, 0.00146484375, 16.0, -0.0]> : tile<4xf16>
    %s0 = store_ptr_tko weak %qh, %mh : tile<4xptr<f16>>, tile<4xf16> -> token
    %oh, %r0 = atomic_rmw_tko relaxed device %qh, addf, %ah token=%s0 : tile<4xptr<f16>>, tile<4xf16> -> tile<4xf16>, token
    %nh, %l0 = load_ptr_tko weak %qh token=%r0 : tile<4xptr<f16>> -> tile<4xf16>, token
    %f1 = reshape %f : tile<ptr<f32>> -> tile<1xptr<f32>>
    %f4 = broadcast %f1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %qf = offset %f4, %i4 : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %mf = constant <f32: [1.0, 1.0, 0x7F7FFFFF, 0x00000001]> : tile<4xf32>
    %af = constant <f32: [5.9604644775390625e-08, 1.1920928955078125e-07, 0x7F7FFFFF, 0x80000001]> : tile<4xf32>
    %s1 = store_ptr_tko weak %qf, %mf : tile<4xptr<f32>>, tile<4xf32> -> token
    %of, %r1 = atomic_rmw_tko acq_rel sys %qf, addf, %af token=%s1 : tile<4xptr<f32>>, tile<4xf32> -> tile<4xf32>, token
    %nf, %l1 = load_ptr_tko weak %qf token=%r1 : tile<4xptr<f32>> -> tile<4xf32>, token
    %b1 = reshape %b : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %b2 = broadcast %b1 : tile<1xptr<bf16>> -> tile<2xptr<bf16>>
    %qb = offset %b2, %i2 : tile<2xptr<bf16>>, tile<2xi32> -> tile<2xptr<bf16>>
    %mb = constant <bf16: [1.0, 2.0]> : tile<2xbf16>
    %ab = constant <bf16: [0x7FC0, 0xFF80]> : tile<2xbf16>
    %s2 = store_ptr_tko weak %qb, %mb : tile<2xptr<bf16>>, tile<2xbf16> -> token
    %ob, %r2 = atomic_rmw_tko acquire tl_blk %qb, addf, %ab token=%s2 : tile<2xptr<bf16>>, tile<2xbf16> -> tile<2xbf16>, token
    %nb, %l2 = load_ptr_tko weak %qb token=%r2 : tile<2xptr<bf16>> -> tile<2xbf16>, token
    %d1 = reshape %d : tile<ptr<f64>> -> tile<1xptr<f64>>
    %d2 = broadcast %d1 : tile<1xptr<f64>> -> tile<2xptr<f64>>
    %qd = offset %d2, %i2 : tile<2xptr<f64>>, tile<2xi32> -> tile<2xptr<f64>>
    %md = constant <f64: [0.1, 1.0e308]> : tile<2xf64>
    %ad = constant <f64: [0.2, 1.0e308]> : tile<2xf64>
    %s3 = store_ptr_tko weak %qd, %md : tile<2xptr<f64>>, tile<2xf64> -> token
    %od, %r3 = atomic_rmw_tko release device %qd, addf, %ad token=%s3 : tile<2xptr<f64>>, tile<2xf64> -> tile<2xf64>, token
    %nd, %l3 = load_ptr_tko weak %qd token=%r3 : tile<2xptr<f64>> -> tile<2xf64>, token
    return %oh, %nh, %of, %nf, %ob, %nb, %od, %nd : tile<4xf16>, tile<4xf16>, tile<4xf32>, tile<4xf32>, tile<2xbf16>, tile<2xbf16>, tile<2xf64>, tile<2xf64>
  }
}
