cuda_tile.module @m {
  global constant @lut <i32: [1, 2]> : tile<2xi32>
  testing$func @xchg_floats(%f: tile<ptr<f32>>, %d: tile<ptr<f64>>) -> (tile<2xf32>, tile<2xf32>, tile<2xf64>, tile<2xf64>) {
    %i2 = iota : tile<2xi32>
    %f1 = reshape %f : tile<ptr<f32>> -> tile<1xptr<f32>>
    %f2 = broadcast %f1 : tile<1xptr<f32>> -> tile<2xptr<f32>>
    %qf = offset %f2, %i2 : tile<2xptr<f32>>, tile<2xi32> -> tile<2xptr<f32>>
    %mf = constant <f32: [1.5, -0.0]> : tile<2xf32>
    %af = constant <f32: [0x7FC00000, 2.0]> : tile<2xf32>
    %s0 = store_ptr_tko weak %qf, %mf : tile<2xptr<f32>>, tile<2xf32> -> token
    %of, %r0 = atomic_rmw_tko relaxed device %qf, xchg, %af token=%s0 : tile<2xptr<f32>>, tile<2xf32> -> tile<2xf32>, token
    %nf, %l0 = load_ptr_tko weak %qf token=%r0 : tile<2xptr<f32>> -> tile<2xf32>, token
    %d1 = reshape %d : tile<ptr<f64>> -> tile<1xptr<f64>>
    %d2 = broadcast %d1 : tile<1xptr<f64>> -> tile<2xptr<f64>>
    %qd = offset %d2, %i2 : tile<2xptr<f64>>, tile<2xi32> -> tile<2xptr<f64>>
    %md = constant <f64: [-0.0, 0.25]> : tile<2xf64>
    %ad = constant <f64: [1.0e-300, -2.0]> : tile<2xf64>
    %s1 = store_ptr_tko weak %qd, %md : tile<2xptr<f64>>, tile<2xf64> -> token
    %od, %r1 = atomic_rmw_tko relaxed device %qd, xchg, %ad token=%s1 : tile<2xptr<f64>>, tile<2xf64> -> tile<2xf64>, token
    %nd, %l1 = load_ptr_tko weak %qd token=%r1 : tile<2xptr<f64>> -> tile<2xf64>, token
    return %of, %nf, %od, %nd : tile<2xf32>, tile<2xf32>, tile<2xf64>, tile<2xf64>
  }
  testing$func @masked(%p: tile<ptr<i32>>) -> (tile<4xi32>, tile<4xi32>) {
    %p1 = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %p4 = broadcast %p1 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %i4 = iota : tile<4xi32>
    %q = offset %p4, %i4 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %far = constant <i32: [0, 1, 2, 1000]> : tile<4xi32>
    %qfar = offset %p4, %far : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %m = constant <i32: [10, 20, 30, 40]> : tile<4xi32>
    %a = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %mask = constant <i1: [true, false, true, false]> : tile<4xi1>
    %s0 = store_ptr_tko weak %q, %m : tile<4xptr<i32>>, tile<4xi32> -> token
    %o, %r0 = atomic_rmw_tko relaxed device %qfar, add, %a, %mask token=%s0 : tile<4xptr<i32>>, tile<4xi32>, tile<4xi1> -> tile<4xi32>, token
    %n, %l0 = load_ptr_tko weak %q token=%r0 : tile<4xptr<i32>> -> tile<4xi32>, token
    return %o, %n : tile<4xi32>, tile<4xi32>
  }
  testing$func @same_address(%p: tile<ptr<i32>>) -> tile<4xi32> {
    %p1 = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %p4 = broadcast %p1 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %o = constant <i32: [0, 0, 0, 1]> : tile<4xi32>
    %q = offset %p4, %o : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %a = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %old, %r0 = atomic_rmw_tko relaxed device %q, add, %a : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    return %old : tile<4xi32>
  }
  testing$func @past_end(%p: tile<ptr<i32>>) -> tile<2xi32> {
    %p1 = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %p2 = broadcast %p1 : tile<1xptr<i32>> -> tile<2xptr<i32>>
    %o = constant <i32: [0, 8]> : tile<2xi32>
    %q = offset %p2, %o : tile<2xptr<i32>>, tile<2xi32> -> tile<2xptr<i32>>
    %a = constant <i32: [5, 6]> : tile<2xi32>
    %old, %r0 = atomic_rmw_tko relaxed device %q, add, %a : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
    return %old : tile<2xi32>
  }
  testing$func @constant_global() -> tile<i32> {
    %g = get_global @lut : tile<ptr<i32>>
    %a = constant <i32: 1> : tile<i32>
    %old, %r0 = atomic_rmw_tko relaxed device %g, add, %a : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    return %old : tile<i32>
  }
}
