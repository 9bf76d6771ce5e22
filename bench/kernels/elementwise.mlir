// Elementwise kernels of the benchmark suite over n-element f32 vectors: memory bound, measured
// against the copy bandwidth. Each tile block handles 4096 elements (the last one masked by the
// view). grid (ceil(n/4096), 1, 1).
cuda_tile.module @bench_elementwise {
  // c = a: what the copy bandwidth allows.
  entry @copy(%a: tile<ptr<f32>>, %c: tile<ptr<f32>>, %n: tile<i64>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %ta = make_tensor_view %a, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xf32, strides=[1]>
    %tc = make_tensor_view %c, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xf32, strides=[1]>
    %pa = make_partition_view %ta : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %pc = make_partition_view %tc : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %pa[%bx] : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %t1 = store_view_tko weak %x, %pc[%bx] : tile<4096xf32>, partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  // c = a + b.
  entry @vadd(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %c: tile<ptr<f32>>, %n: tile<i64>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %ta = make_tensor_view %a, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xf32, strides=[1]>
    %tb = make_tensor_view %b, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xf32, strides=[1]>
    %tc = make_tensor_view %c, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xf32, strides=[1]>
    %pa = make_partition_view %ta : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %pb = make_partition_view %tb : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %pc = make_partition_view %tc : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %pa[%bx] : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %y, %t1 = load_view_tko weak %pb[%bx] : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %s = addf %x, %y : tile<4096xf32>
    %t2 = store_view_tko weak %s, %pc[%bx] : tile<4096xf32>, partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  // A fused chain of the kind a bias + activation epilogue produces:
  // c = max(a * alpha + b, 0) * b - a, with the scalar alpha broadcast.
  entry @chain(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %c: tile<ptr<f32>>, %n: tile<i64>,
               %alpha: tile<f32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %ta = make_tensor_view %a, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xf32, strides=[1]>
    %tb = make_tensor_view %b, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xf32, strides=[1]>
    %tc = make_tensor_view %c, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xf32, strides=[1]>
    %pa = make_partition_view %ta : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %pb = make_partition_view %tb : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %pc = make_partition_view %tc : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %pa[%bx] : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %y, %t1 = load_view_tko weak %pb[%bx] : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %alpha1 = reshape %alpha : tile<f32> -> tile<1xf32>
    %alphab = broadcast %alpha1 : tile<1xf32> -> tile<4096xf32>
    %zero = constant <f32: 0.0> : tile<4096xf32>
    %u = fma %x, %alphab, %y : tile<4096xf32>
    %r = maxf %u, %zero : tile<4096xf32>
    %v = mulf %r, %y : tile<4096xf32>
    %w = subf %v, %x : tile<4096xf32>
    %t2 = store_view_tko weak %w, %pc[%bx] : tile<4096xf32>, partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
