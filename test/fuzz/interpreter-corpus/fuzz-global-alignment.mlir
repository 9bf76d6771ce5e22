cuda_tile.module @m {
  global @far alignment = 9223372036854775807 <i32: [1, 2]> : tile<2xi32>
  global @big alignment = 100000000 <i32: [1, 2]> : tile<2xi32>
  testing$func @huge() -> tile<ptr<i32>> {
    %p = get_global @far : tile<ptr<i32>>
    return %p : tile<ptr<i32>>
  }
  testing$func @fits() -> tile<i32> {
    %p = get_global @big : tile<ptr<i32>>
    %c1 = constant <i32: 1> : tile<i32>
    %q = offset %p, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %v, %t = load_ptr_tko weak %q : tile<ptr<i32>> -> tile<i32>, token
    return %v : tile<i32>
  }
}
