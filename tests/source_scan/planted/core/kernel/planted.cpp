// planted for the scan test
const char* kDefault = "roguelike";
