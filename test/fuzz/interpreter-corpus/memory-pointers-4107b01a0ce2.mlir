cuda_tile.module @m {
  testing$func @small(%b: tile<ptr<i1>>, %t: tile<ptr<tf32>>) -> tile<4xi1> {
    %o = iota : tile<4xi32>
    %b1 = reshape %b : tile<ptr<i1>> -> tile<1xptr<i1>>
    %b4 = broadcast %b1 : tile<1xptr<i1>> -> tile<4xptr<i1>>
    %qb = offset %b4, %o : tile<4xptr<i1>>, tile<4xi32> -> tile<4xptr<i1>>
    %vb = constant <i1: [true, false, true, true]> : tile<4xi1>
    %t0 = store_ptr_tko weak %qb, %vb : tile<4xptr<i1>>, tile<4xi1> -> token
    %lb, %t1 = load_ptr_tko weak %qb token=%t0 : tile<4xptr<i1>> -> tile<4xi1>, token
    %o2 = iota : tile<2xi32>
    %t2 = reshape %t : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %t4 = broadcast %t2 : tile<1xptr<tf32>> -> tile<2xptr<tf32>>
    %qt = offset %t4, %o2 : tile<2xptr<tf32>>, tile<2xi32> -> tile<2xptr<tf32>>
    %vt = constant <tf32: [1.5, -0.0]> : tile<2xtf32>
    %t3 = store_ptr_tko weak %qt, %vt : tile<2xptr<tf32>>, tile<2xtf32> -> token
    return %lb : tile<4xi1>
  }
  testing$func @nibbles(%p: tile<ptr<f4E2M1FN>>) -> tile<2xf4E2M1FN> {
    %p1 = reshape %p : tile<ptr<f4E2M1FN>> -> tile<1xptr<f4E2M1FN>>
    %p2 = broadcast %p1 : tile<1xptr<f4E2M1FN>> -> tile<2xptr<f4E2M1FN>>
    %o = constant <i32: [0, 2]> : tile<2xi32>
    %q = offset %p2, %o : tile<2xptr<f4E2M1FN>>, tile<2xi32> -> tile<2xptr<f4E2M1FN>>
    %a, %t0 = load_ptr_tko weak %q : tile<2xptr<f4E2M1FN>> -> tile<2xf4E2M1FN>, token
    %v = constant <f4E2M1FN: [6.0, -1.0]> : tile<2xf4E2M1FN>
    %t1 = store_ptr_tko weak %q, %v token=%t0 : tile<2xptr<f4E2M1FN>>, tile<2xf4E2M1FN> -> token
    return %a : tile<2xf4E2M1FN>
  }
  testing$func @load_past(%p: tile<ptr<f32>>) -> tile<4xf32> {
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p4 = broadcast %p1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %o = constant <i32: [0, 1, 2, 100]> : tile<4xi32>
    %q = offset %p4, %o : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %a, %t0 = load_ptr_tko weak %q : tile<4xptr<f32>> -> tile<4xf32>, token
    return %a : tile<4xf32>
  }
  entry @store_past(%p: tile<ptr<i32>>) {
    %p1 = reshape %p : tile<ptr<i32>> -> tile<1x1xptr<i32>>
    %p4 = broadcast %p1 : tile<1x1xptr<i32>> -> tile<2x2xptr<i32>>
    %o = constant <i32: [[0, 1], [4, 5]]> : tile<2x2xi32>
    %q = offset %p4, %o : tile<2x2xptr<i32>>, tile<2x2xi32> -> tile<2x2xptr<i32>>
    %v = constant <i32: [[5, 6], [7, 8]]> : tile<2x2xi32>
    %t = store_ptr_tko weak %q, %v : tile<2x2xptr<i32>>, tile<2x2xi32> -> token
    return
  }
  entry @weak_race(%p: tile<ptr<i32>>) {
    %p1 = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %p4 = broadcast %p1 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %o = constant <i32: [0, 1, 1, 2]> : tile<4xi32>
    %q = offset %p4, %o : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %v = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %t = store_ptr_tko weak %q, %v : tile<4xptr<i32>>, tile<4xi32> -> token
    return
  }
}
