cuda_tile.module @m {
  testing$func @i32(%p: tile<ptr<i32>>) -> (tile<4xi32>, tile<4xi32>) {
    %p1 = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %p4 = broadcast %p1 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %i4 = iota : tile<4xi32>
    %q = offset %p4, %i4 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %far = constant <i32: [0, 1, 2, 1000]> : tile<4xi32>
    %qfar = offset %p4, %far : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %m = constant <i32: [5, 5, 7, 0]> : tile<4xi32>
    %cmp = constant <i32: [5, 4, 7, 1]> : tile<4xi32>
    %val = constant <i32: [9, 9, 8, 2]> : tile<4xi32>
    %mask = constant <i1: [true, true, true, false]> : tile<4xi1>
    %s0 = store_ptr_tko weak %q, %m : tile<4xptr<i32>>, tile<4xi32> -> token
    %o, %r0 = atomic_cas_tko acq_rel device %qfar, %cmp, %val, %mask token=%s0 : tile<4xptr<i32>>, tile<4xi32>, tile<4xi1> -> tile<4xi32>, token
    %n, %l0 = load_ptr_tko weak %q token=%r0 : tile<4xptr<i32>> -> tile<4xi32>, token
    return %o, %n : tile<4xi32>, tile<4xi32>
  }
  testing$func @f32(%p: tile<ptr<f32>>) -> (tile<4xf32>, tile<4xf32>) {
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p4 = broadcast %p1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %i4 = iota : tile<4xi32>
    %q = offset %p4, %i4 : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %m = constant <f32: [-0.0, 0x7FC00000, 1.0, 0x7FC00001]> : tile<4xf32>
    %cmp = constant <f32: [0.0, 0x7FC00000, 1.0, 0x7FC00000]> : tile<4xf32>
    %val = constant <f32: [5.0, 6.0, 7.0, 8.0]> : tile<4xf32>
    %s0 = store_ptr_tko weak %q, %m : tile<4xptr<f32>>, tile<4xf32> -> token
    %o, %r0 = atomic_cas_tko relaxed sys %q, %cmp, %val token=%s0 : tile<4xptr<f32>>, tile<4xf32> -> tile<4xf32>, token
    %n, %l0 = load_ptr_tko weak %q token=%r0 : tile<4xptr<f32>> -> tile<4xf32>, token
    return %o, %n : tile<4xf32>, tile<4xf32>
  }
  testing$func @wide(%p: tile<ptr<i64>>, %d: tile<ptr<f64>>) -> (tile<2xi64>, tile<2xi64>, tile<2xf64>, tile<2xf64>) {
    %i2 = iota : tile<2xi32>
    %p1 = reshape %p : tile<ptr<i64>> -> tile<1xptr<i64>>
    %p2 = broadcast %p1 : tile<1xptr<i64>> -> tile<2xptr<i64>>
    %q = offset %p2, %i2 : tile<2xptr<i64>>, tile<2xi32> -> tile<2xptr<i64>>
    %m = constant <i64: [-9223372036854775808, -1]> : tile<2xi64>
    %cmp = constant <i64: [-9223372036854775808, 1]> : tile<2xi64>
    %val = constant <i64: [1, 2]> : tile<2xi64>
    %s0 = store_ptr_tko weak %q, %m : tile<2xptr<i64>>, tile<2xi64> -> token
    %o, %r0 = atomic_cas_tko release tl_blk %q, %cmp, %val token=%s0 : tile<2xptr<i64>>, tile<2xi64> -> tile<2xi64>, token
    %n, %l0 = load_ptr_tko weak %q token=%r0 : tile<2xptr<i64>> -> tile<2xi64>, token
    %d1 = reshape %d : tile<ptr<f64>> -> tile<1xptr<f64>>
    %d2 = broadcast %d1 : tile<1xptr<f64>> -> tile<2xptr<f64>>
    %qd = offset %d2, %i2 : tile<2xptr<f64>>, tile<2xi32> -> tile<2xptr<f64>>
    %md = constant <f64: [0.1, 0.1]> : tile<2xf64>
    %cmpd = constant <f64: [0.1, 0.30000000000000004]> : tile<2xf64>
    %vald = constant <f64: [1.0, 2.0]> : tile<2xf64>
    %s1 = store_ptr_tko weak %qd, %md : tile<2xptr<f64>>, tile<2xf64> -> token
    %od, %r1 = atomic_cas_tko acquire device %qd, %cmpd, %vald token=%s1 : tile<2xptr<f64>>, tile<2xf64> -> tile<2xf64>, token
    %nd, %l1 = load_ptr_tko weak %qd token=%r1 : tile<2xptr<f64>> -> tile<2xf64>, token
    return %o, %n, %od, %nd : tile<2xi64>, tile<2xi64>, tile<2xf64>, tile<2xf64>
  }
  testing$func @same_address(%p: tile<ptr<i32>>) -> tile<2xi32> {
    %p1 = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %p2 = broadcast %p1 : tile<1xptr<i32>> -> tile<2xptr<i32>>
    %cmp = constant <i32: [0, 0]> : tile<2xi32>
    %val = constant <i32: [1, 2]> : tile<2xi32>
    %o, %r0 = atomic_cas_tko relaxed device %p2, %cmp, %val : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
    return %o : tile<2xi32>
  }
}
