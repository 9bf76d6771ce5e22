cuda_tile.module @m {
  testing$func @gather(%p: tile<ptr<f32>>) -> (tile<4xf32>, tile<4xf32>) {
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p4 = broadcast %p1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %o = constant <i32: [7, 0, 3, 3]> : tile<4xi32>
    %q = offset %p4, %o : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %a, %t0 = load_ptr_tko weak %q : tile<4xptr<f32>> -> tile<4xf32>, token
    %b, %t1 = load_ptr_tko acquire sys %q token=%t0 : tile<4xptr<f32>> -> tile<4xf32>, token
    return %a, %b : tile<4xf32>, tile<4xf32>
  }
  testing$func @masked_load(%p: tile<ptr<f32>>) -> (tile<4xf32>, tile<4xf32>) {
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p4 = broadcast %p1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %o = constant <i32: [0, 1, 2, 100]> : tile<4xi32>
    %q = offset %p4, %o : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %m = constant <i1: [true, true, false, false]> : tile<4xi1>
    %pad = constant <f32: [-1.0, -2.0, -3.0, -4.0]> : tile<4xf32>
    %a, %t0 = load_ptr_tko relaxed device %q, %m, %pad : tile<4xptr<f32>>, tile<4xi1>, tile<4xf32> -> tile<4xf32>, token
    %b, %t1 = load_ptr_tko weak %q, %m : tile<4xptr<f32>>, tile<4xi1> -> tile<4xf32>, token
    return %a, %b : tile<4xf32>, tile<4xf32>
  }
  testing$func @rank2(%p: tile<ptr<i32>>) -> tile<2x2xi32> {
    %p1 = reshape %p : tile<ptr<i32>> -> tile<1x1xptr<i32>>
    %p4 = broadcast %p1 : tile<1x1xptr<i32>> -> tile<2x2xptr<i32>>
    %o = constant <i32: [[3, 2], [1, 0]]> : tile<2x2xi32>
    %q = offset %p4, %o : tile<2x2xptr<i32>>, tile<2x2xi32> -> tile<2x2xptr<i32>>
    %a, %t0 = load_ptr_tko weak %q : tile<2x2xptr<i32>> -> tile<2x2xi32>, token
    return %a : tile<2x2xi32>
  }
  entry @scatter(%a: tile<ptr<i16>>, %b: tile<ptr<i16>>) {
    %o = constant <i32: [3, 1, 0, 2]> : tile<4xi32>
    %v = constant <i16: [10, 11, 12, 13]> : tile<4xi16>
    %m = constant <i1: [true, false, true, false]> : tile<4xi1>
    %a1 = reshape %a : tile<ptr<i16>> -> tile<1xptr<i16>>
    %a4 = broadcast %a1 : tile<1xptr<i16>> -> tile<4xptr<i16>>
    %qa = offset %a4, %o : tile<4xptr<i16>>, tile<4xi32> -> tile<4xptr<i16>>
    %t0 = store_ptr_tko weak %qa, %v : tile<4xptr<i16>>, tile<4xi16> -> token
    %b1 = reshape %b : tile<ptr<i16>> -> tile<1xptr<i16>>
    %b4 = broadcast %b1 : tile<1xptr<i16>> -> tile<4xptr<i16>>
    %qb = offset %b4, %o : tile<4xptr<i16>>, tile<4xi32> -> tile<4xptr<i16>>
    %t1 = store_ptr_tko release device %qb, %v, %m : tile<4xptr<i16>>, tile<4xi16>, tile<4xi1> -> token
    return
  }
  entry @duplicates(%a: tile<ptr<i32>>, %b: tile<ptr<i32>>) {
    %o = constant <i32: [0, 1, 1, 2]> : tile<4xi32>
    %v = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %m = constant <i1: [true, true, false, true]> : tile<4xi1>
    %a1 = reshape %a : tile<ptr<i32>> -> tile<1xptr<i32>>
    %a4 = broadcast %a1 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %qa = offset %a4, %o : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %t0 = store_ptr_tko relaxed tl_blk %qa, %v : tile<4xptr<i32>>, tile<4xi32> -> token
    %b1 = reshape %b : tile<ptr<i32>> -> tile<1xptr<i32>>
    %b4 = broadcast %b1 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %qb = offset %b4, %o : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %t1 = store_ptr_tko weak %qb, %v, %m : tile<4xptr<i32>>, tile<4xi32>, tile<4xi1> -> token
    return
  }
}
