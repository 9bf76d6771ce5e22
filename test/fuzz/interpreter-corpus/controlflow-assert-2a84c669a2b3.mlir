cuda_tile.module @m {
  testing$func @holds() -> tile<i32> {
    %t = constant <i1: [[true, true], [true, true]]> : tile<2x2xi1>
    assert %t, "never printed" : tile<2x2xi1>
    %one = constant <i32: 1> : tile<i32>
    return %one : tile<i32>
  }
  testing$func @fails() -> tile<i32> {
    %f = constant <i1: false> : tile<i1>
    assert %f, "scalar is false" : tile<i1>
    %c = constant <i1: [[true, false], [false, true]]> : tile<2x2xi1>
    assert %c, "x < n" : tile<2x2xi1>
    %p = print_tko "still running\n" -> token
    %one = constant <i32: 1> : tile<i32>
    return %one : tile<i32>
  }
  entry @kernel() {
    %c = constant <i1: [true, true, false, true]> : tile<4xi1>
    assert %c, "lane 2" : tile<4xi1>
    %p = print_tko "block done\n" -> token
    return
  }
  testing$func @in_loop() {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %three = constant <i32: 3> : tile<i32>
    %f = constant <i1: false> : tile<i1>
    for %i in (%zero to %three, step %one) : tile<i32> {
      assert %f, "iteration" : tile<i1>
    }
    return
  }
}
